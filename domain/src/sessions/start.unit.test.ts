import { describe, expect, it } from "vitest";
import { hasSessionStarted, sessionStartsAt } from "./start";

// A session starts at its first day's start time, UK time (§2.7 dates are wall-clock times in the UK).

describe("when a session starts", () => {
  const days = [
    { sessionDate: "2026-12-08", startTime: "10:00" },
    { sessionDate: "2026-12-01", startTime: "09:30" },
  ];

  it("is the first day's start time in the UK, whatever order the days are in (winter: UTC; summer: an hour ahead)", () => {
    expect(sessionStartsAt(days)?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(sessionStartsAt([{ sessionDate: "2026-07-01", startTime: "09:30" }])?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
  });

  it("given a day without a time, is that day's start; given no days, is never", () => {
    expect(sessionStartsAt([{ sessionDate: "2026-12-01", startTime: null }])?.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(sessionStartsAt([])).toBeNull();
    expect(hasSessionStarted([], "2030-01-01T00:00:00.000Z")).toBe(false);
  });

  it("has started from that minute on, not a minute before", () => {
    expect(hasSessionStarted(days, "2026-12-01T09:29:00.000Z")).toBe(false);
    expect(hasSessionStarted(days, "2026-12-01T09:30:00.000Z")).toBe(true);
    expect(hasSessionStarted(days, new Date("2026-12-05T00:00:00.000Z"))).toBe(true);
  });
});
