import { londonToUtc } from "../calendar/ics";
import type { Language } from "./language";
import type { Translate } from "./translate";
import { WELSH_CALENDAR } from "./welshCalendar";

const TIME_ZONE = "Europe/London";

/** The calendar day a date falls on in a time zone (numbers every engine formats alike). */
const dayIn = (date: Date, timeZone: string | undefined): { month: number; weekday: number } => {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  return { month: part("month") - 1, weekday: new Date(Date.UTC(part("year"), part("month") - 1, part("day"))).getUTCDay() };
};

/**
 * A date's parts in the language: British English as `Intl` gives it; Welsh in the same order and
 * punctuation (CLDR writes both alike) with the Welsh month and weekday names (see WELSH_CALENDAR).
 */
const datePartsIn = (language: Language, date: Date, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[] => {
  const resolved = { timeZone: TIME_ZONE, ...options };
  const parts = new Intl.DateTimeFormat("en-GB", resolved).formatToParts(date);
  if (language === "en") return parts;
  const { month, weekday } = dayIn(date, resolved.timeZone);
  const monthNames = resolved.month === "long" ? WELSH_CALENDAR.monthsLong : resolved.month === "short" ? WELSH_CALENDAR.monthsShort : null;
  const weekdayNames = resolved.weekday === "long" ? WELSH_CALENDAR.weekdaysLong : resolved.weekday === "short" ? WELSH_CALENDAR.weekdaysShort : null;
  return parts.map((part) => {
    if (part.type === "month" && monthNames) return { ...part, value: monthNames[month]! };
    if (part.type === "weekday" && weekdayNames) return { ...part, value: weekdayNames[weekday]! };
    return part;
  });
};

/** A date and time in the language's own words, in the programme's time zone unless `options` names another. */
export const formatDateTime = (language: Language, date: Date, options: Intl.DateTimeFormatOptions): string =>
  datePartsIn(language, date, options)
    .map((part) => part.value)
    .join("");

/** The full date a person decides by: weekday, day, month and year. */
export const formatFullDate = (language: Language, date: Date): string =>
  formatDateTime(language, date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** A session's day as its events carry it: a UK wall-clock date, with its times when known. */
export interface SessionDay {
  readonly sessionDate: string;
  readonly startTime: string | null;
  readonly endTime: string | null;
}

/** Noon UTC of a calendar date: the same day in Europe/London whatever the season. */
const middayOf = (isoDate: string): Date => {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
};

/** 'Wednesday 10 December 2026' / 'Dydd Mercher 10 Rhagfyr 2026': the weekday and the full date, no comma between. */
export const formatDayToDecide = (language: Language, isoDate: string): string => {
  const parts = datePartsIn(language, middayOf(isoDate), { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
};

/** A UK wall-clock time of a day as Intl says it in Europe/London (24-hour). */
const timeOfDay = (language: Language, isoDate: string, time: string): string =>
  formatDateTime(language, londonToUtc(isoDate, time), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * A session's day where a person decides whether to come (e-mails, calendar files, the registration
 * page, the participant's session): 'Wednesday 10 December 2026, 10:00 to 12:30' in the language.
 * Lists keep §2.7's DD/MM.
 */
export const formatSessionDayToDecide = (t: Translate, language: Language, day: SessionDay): string => {
  const date = formatDayToDecide(language, day.sessionDate);
  if (!day.startTime || !day.endTime) return date;
  return t("sessionFacts.dayWithTimes", {
    day: date,
    start: timeOfDay(language, day.sessionDate, day.startTime),
    end: timeOfDay(language, day.sessionDate, day.endTime),
  });
};
