import { LANGUAGES } from "./languageCodes";
import type { Language } from "./languageSchema";

export { LANGUAGES } from "./languageCodes";
export { Language } from "./languageSchema";

export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that remembers a visitor's choice, read by the web app and the HTTP edge alike. */
export const LANGUAGE_COOKIE = "wb_lang";

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as ReadonlyArray<unknown>).includes(value);

/** The one of our two languages that is not `language`: the language switch offers it, a document is offered in it too. */
export const otherLanguage = (language: Language): Language => (language === "cy" ? "en" : "cy");

/** The first of our languages an `Accept-Language` header names (e.g. `cy-GB,en;q=0.8` → cy), if any. */
export const languageOfAcceptLanguage = (header: string | undefined): Language | undefined => {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { primary: range.trim().toLowerCase().split("-")[0], weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage);
};
