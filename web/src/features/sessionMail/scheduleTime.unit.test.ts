import { describe, expect, it } from "vitest";
import { HOURLY_TIMES, formatScheduledTime, scheduleProblem, scheduledInstant } from "./scheduleTime";

describe("the schedule time picker (§9)", () => {
  it("offers every hour, HH:mm in 60-minute steps", () => {
    expect(HOURLY_TIMES).toHaveLength(24);
    expect(HOURLY_TIMES.slice(0, 2)).toEqual(["00:00", "01:00"]);
    expect(HOURLY_TIMES.at(-1)).toBe("23:00");
  });

  it("reads the day and hour in the browser's time and shows it back as DD MMM YYYY hh:mm A", () => {
    const instant = scheduledInstant("2026-12-01", "09:00");
    expect(new Date(instant).getHours()).toBe(9);
    expect(formatScheduledTime(instant, "en")).toBe("01 Dec 2026 09:00 AM");
    expect(formatScheduledTime(scheduledInstant("2027-01-31", "13:00"), "en")).toBe("31 Jan 2027 01:00 PM");
    expect(formatScheduledTime(scheduledInstant("2027-01-31", "00:00"), "en")).toBe("31 Jan 2027 12:00 AM");
  });

  it("shows it in Welsh with Welsh month names and the 24-hour clock", () => {
    expect(formatScheduledTime(scheduledInstant("2026-12-01", "09:00"), "cy")).toBe("01 Rhag 2026, 09:00");
    expect(formatScheduledTime(scheduledInstant("2027-09-30", "15:00"), "cy")).toBe("30 Medi 2027, 15:00");
  });

  it("needs both a day and a time ('Select schedule date and time'), ahead of now", () => {
    const now = new Date(2026, 10, 22, 10, 30);
    expect(scheduleProblem(null, "09:00", now)).toBe("mail.selectScheduleDate");
    expect(scheduleProblem("2026-11-23", null, now)).toBe("mail.selectScheduleDate");
    expect(scheduleProblem("2026-11-22", "10:00", now)).toBe("mail.dateInPast");
    expect(scheduleProblem("2026-11-22", "11:00", now)).toBeNull();
  });
});
