/**
 * Welsh month and weekday names, as the Unicode CLDR gives them (Node's ICU says the same). Browsers
 * need not carry Welsh date data (Chromium has none: `Intl` falls back to English), so Welsh dates are
 * built from these names, never from the engine's Welsh.
 */
export const WELSH_CALENDAR = {
  monthsLong: ["Ionawr", "Chwefror", "Mawrth", "Ebrill", "Mai", "Mehefin", "Gorffennaf", "Awst", "Medi", "Hydref", "Tachwedd", "Rhagfyr"],
  monthsShort: ["Ion", "Chw", "Maw", "Ebr", "Mai", "Meh", "Gor", "Awst", "Medi", "Hyd", "Tach", "Rhag"],
  weekdaysLong: ["Dydd Sul", "Dydd Llun", "Dydd Mawrth", "Dydd Mercher", "Dydd Iau", "Dydd Gwener", "Dydd Sadwrn"],
  weekdaysShort: ["Sul", "Llun", "Maw", "Mer", "Iau", "Gwe", "Sad"],
} as const;
