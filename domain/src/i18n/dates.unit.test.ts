import { afterEach, describe, expect, it, vi } from "vitest";
import { cy } from "./cy";
import { formatDateTime, formatDayToDecide, formatSessionDayToDecide } from "./dates";
import { en } from "./en";
import { translator } from "@wellbeing/i18n";

const inEnglish = translator(en, "en");
const inWelsh = translator(cy, "cy");

// Where a person decides whether to come, a session's day reads with its weekday and full date (rough edge 5).

describe("a session's day, as a person deciding to come reads it", () => {
  it("in winter (GMT): weekday, day, month and year, then the times, in English and in Welsh", () => {
    const day = { sessionDate: "2026-12-09", startTime: "10:00", endTime: "12:30" };
    expect(formatSessionDayToDecide(inEnglish, "en", day)).toBe("Wednesday 9 December 2026, 10:00 to 12:30");
    expect(formatSessionDayToDecide(inWelsh, "cy", day)).toBe("Dydd Mercher 9 Rhagfyr 2026, 10:00 i 12:30");
  });

  it("in summer (BST): the UK wall-clock times as given, not shifted by the clock change", () => {
    const day = { sessionDate: "2026-07-01", startTime: "09:30", endTime: "16:00" };
    expect(formatSessionDayToDecide(inEnglish, "en", day)).toBe("Wednesday 1 July 2026, 09:30 to 16:00");
    expect(formatSessionDayToDecide(inWelsh, "cy", day)).toBe("Dydd Mercher 1 Gorffennaf 2026, 09:30 i 16:00");
  });

  it("on the day the clocks go forward, and late in the evening, the day stays the session's own", () => {
    expect(formatSessionDayToDecide(inEnglish, "en", { sessionDate: "2026-03-29", startTime: "23:00", endTime: "23:45" })).toBe(
      "Sunday 29 March 2026, 23:00 to 23:45",
    );
    expect(formatDayToDecide("cy", "2027-01-01")).toBe("Dydd Gwener 1 Ionawr 2027");
  });

  it("without times, just the day", () => {
    expect(formatSessionDayToDecide(inEnglish, "en", { sessionDate: "2026-12-09", startTime: null, endTime: null })).toBe("Wednesday 9 December 2026");
    expect(formatSessionDayToDecide(inWelsh, "cy", { sessionDate: "2026-12-09", startTime: "10:00", endTime: null })).toBe("Dydd Mercher 9 Rhagfyr 2026");
  });
});

describe("Welsh dates where the engine has no Welsh (Chromium's Intl falls back to English)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("given an Intl that answers English for Welsh, when a Welsh date is written, then it still reads in Welsh", () => {
    const Original = Intl.DateTimeFormat;
    // As Chromium: asked for cy-GB, it formats as English.
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new Original(String(locale).startsWith("cy") ? "en-US" : locale, options);
    } as typeof Intl.DateTimeFormat);
    expect(formatDayToDecide("cy", "2026-12-09")).toBe("Dydd Mercher 9 Rhagfyr 2026");
    expect(formatSessionDayToDecide(inWelsh, "cy", { sessionDate: "2026-09-01", startTime: "09:30", endTime: "16:00" })).toBe(
      "Dydd Mawrth 1 Medi 2026, 09:30 i 16:00",
    );
    expect(formatDateTime("cy", new Date("2026-09-01T12:00:00Z"), { day: "2-digit", month: "short", year: "numeric" })).toBe("01 Medi 2026");
    expect(
      formatDateTime("cy", new Date("2026-02-01T08:05:00Z"), {
        day: "2-digit",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: "UTC",
      }),
    ).toBe("01 Chw 2026, 08:05");
  });
});
