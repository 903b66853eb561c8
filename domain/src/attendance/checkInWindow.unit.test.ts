import { describe, expect, it } from "vitest";
import { checkInDateAt, checkInWindow, isCheckInOpen } from "./checkInWindow";

// Times are the UK's: 1 December is GMT, 1 July is BST (UTC+1).

const winterDay = { sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" };
const summerDay = { sessionDate: "2026-07-01", startTime: "10:00", endTime: "12:00" };

describe("a session date's check-in window", () => {
  it("given a date from 10:00 to 12:00, then its code works from 09:30 to 12:00 UK time", () => {
    expect(checkInWindow(winterDay)).toEqual({ opensAt: new Date("2026-12-01T09:30:00Z"), closesAt: new Date("2026-12-01T12:00:00Z") });
    expect(checkInWindow(summerDay)).toEqual({ opensAt: new Date("2026-07-01T08:30:00Z"), closesAt: new Date("2026-07-01T11:00:00Z") });
  });

  it("given the edges, then 31 minutes before the start is closed, 30 minutes before is open, the end is open and a minute after is closed", () => {
    expect(isCheckInOpen(winterDay, new Date("2026-12-01T09:29:00Z"))).toBe(false);
    expect(isCheckInOpen(winterDay, new Date("2026-12-01T09:30:00Z"))).toBe(true);
    expect(isCheckInOpen(winterDay, new Date("2026-12-01T12:00:00Z"))).toBe(true);
    expect(isCheckInOpen(winterDay, new Date("2026-12-01T12:01:00Z"))).toBe(false);
  });

  it("given a photo of the code used the next day at the same time, then it is closed", () => {
    expect(isCheckInOpen(winterDay, new Date("2026-12-02T10:30:00Z"))).toBe(false);
  });

  it("given a date starting at midnight, then its code opens at midnight, not the evening before", () => {
    expect(checkInWindow({ sessionDate: "2026-12-01", startTime: "00:00", endTime: "23:59" }).opensAt).toEqual(new Date("2026-12-01T00:00:00Z"));
  });

  it("given a date without times, then its code works all that day and not the next", () => {
    const untimed = { sessionDate: "2026-12-01", startTime: null, endTime: null };
    expect(isCheckInOpen(untimed, new Date("2026-12-01T00:00:00Z"))).toBe(true);
    expect(isCheckInOpen(untimed, new Date("2026-12-01T23:59:00Z"))).toBe(true);
    expect(isCheckInOpen(untimed, new Date("2026-12-02T00:01:00Z"))).toBe(false);
  });

  it("given a session's dates, then the date checked in now is the open one, else today's, else none", () => {
    const dates = [winterDay, { sessionDate: "2026-12-08", startTime: "10:00", endTime: "12:00" }];
    expect(checkInDateAt(dates, new Date("2026-12-08T09:45:00Z"), "2026-12-08")?.sessionDate).toBe("2026-12-08");
    expect(checkInDateAt(dates, new Date("2026-12-01T07:00:00Z"), "2026-12-01")?.sessionDate).toBe("2026-12-01");
    expect(checkInDateAt(dates, new Date("2026-12-03T10:00:00Z"), "2026-12-03")).toBeNull();
  });
});
