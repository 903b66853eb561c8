import { describe, expect, it } from "vitest";
import { addMonths, followUpDueAt, isInFuture } from "./scheduling";

describe("follow-up dates", () => {
  it("adds calendar months, clamping to the end of a shorter month", () => {
    expect(addMonths("2026-12-01", 3)).toBe("2027-03-01");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
  });

  it("goes out at 09:00 UTC, 3 or 6 months after the last date", () => {
    expect(followUpDueAt("2026-12-01", "3-months-follow-up")).toBe("2027-03-01T09:00:00.000Z");
    expect(followUpDueAt("2026-12-01", "6-months-follow-up")).toBe("2027-06-01T09:00:00.000Z");
  });
});

describe("a scheduled time", () => {
  it("must lie strictly ahead of now, whatever the offset it is written with", () => {
    expect(isInFuture("2026-11-22T11:00:00+01:00", "2026-11-22T10:00:00.000Z")).toBe(false);
    expect(isInFuture("2026-11-22T11:00:01+01:00", "2026-11-22T10:00:00.000Z")).toBe(true);
  });
});
