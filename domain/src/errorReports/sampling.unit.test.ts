import { describe, expect, it } from "vitest";
import { ERROR_REPORT_SAMPLE_RATE, isReportKept, sampleErrorReport } from "./sampling";

/** A random source that answers these draws in turn. */
const draws = (...values: number[]) => {
  let next = 0;
  return () => values[next++]!;
};

describe("which error reports are kept (§9 trace sample rate 0.5)", () => {
  it("keeps an automatic crash trace when the draw falls under the rate, and drops it otherwise", () => {
    expect(ERROR_REPORT_SAMPLE_RATE).toBe(0.5);
    const random = draws(0, 0.49, 0.5, 0.99);
    expect([1, 2, 3, 4].map(() => sampleErrorReport("crash", random))).toEqual([true, true, false, false]);
  });

  it("always keeps a report a person wrote, whatever the draw", () => {
    const random = draws(0, 0.5, 0.99);
    expect([1, 2, 3].map(() => sampleErrorReport("feedback", random))).toEqual([true, true, true]);
  });

  it("keeps about half of many crash traces from an even source", () => {
    const kept = Array.from({ length: 1000 }, (_, index) => isReportKept("crash", index / 1000)).filter(Boolean).length;
    expect(kept).toBe(500);
  });
});
