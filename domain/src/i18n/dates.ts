import type { Language } from "./language";

const LOCALES: Record<Language, string> = { cy: "cy-GB", en: "en-GB" };
const TIME_ZONE = "Europe/London";

/** A date and time in the language's own words (`Intl`), in the programme's time zone. */
export const formatDateTime = (language: Language, date: Date, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, ...options }).format(date);

/** The full date a person decides by: weekday, day, month and year. */
export const formatFullDate = (language: Language, date: Date): string =>
  formatDateTime(language, date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
