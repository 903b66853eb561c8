import { londonToUtc } from "../calendar/ics";
import type { Language } from "./language";
import type { Translate } from "./translate";

const LOCALES: Record<Language, string> = { cy: "cy-GB", en: "en-GB" };
const TIME_ZONE = "Europe/London";

/** A date and time in the language's own words (`Intl`), in the programme's time zone. */
export const formatDateTime = (language: Language, date: Date, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, ...options }).format(date);

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
  const parts = new Intl.DateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, weekday: "long", day: "numeric", month: "long", year: "numeric" }).formatToParts(
    middayOf(isoDate),
  );
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
