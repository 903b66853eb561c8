import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, isLanguage, languageOfAcceptLanguage, type Language } from "@wellbeing/domain";

/** What `<html lang>` says for each language. */
export const HTML_LANG: Record<Language, string> = { cy: "cy", en: "en-GB" };

/** The visitor's remembered choice, else what their browser prefers (cy or en), else English. */
export const initialLanguage = (): Language => {
  const remembered = document.cookie
    .split(";")
    .map((pair) => pair.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isLanguage(remembered)) return remembered;
  return languageOfAcceptLanguage(navigator.languages.join(",")) ?? DEFAULT_LANGUAGE;
};

/** A prerendered page's language, the one the server chose by the same rules (its `<html lang>`). */
export const pageLanguage = (): Language => (document.documentElement.lang === HTML_LANG.cy ? "cy" : "en");

/** Remembers the choice in the cookie the server reads too, and says it on the page. */
export const applyLanguage = (language: Language): void => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  document.documentElement.lang = HTML_LANG[language];
};
