import { formatDateTime, type Language } from "@wellbeing/domain";

/** An instant as DD MMM YYYY (§9), in the language's month names, in the programme's time zone. */
export const shortDate = (language: Language, iso: string): string =>
  formatDateTime(language, new Date(iso), { day: "2-digit", month: "short", year: "numeric" });
