import { LANGUAGES } from "./languageCodes";
import type { Language } from "./languageSchema";

export { LANGUAGES } from "./languageCodes";
export { Language } from "./languageSchema";

export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that remembers a visitor's choice, read by the web app and the HTTP edge alike. */
export const LANGUAGE_COOKIE = "wb_lang";

/** How long the choice is remembered. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A page's address with `?lang=cy` chooses that language before the app runs: the web server remembers it in the
 * cookie and sends the visitor to the same address without it. The language switch is that link, so it works on a
 * page the server drew before the app has taken it over (the app, once running, switches in place instead).
 */
export const LANGUAGE_QUERY = "lang";

/** A path's parts: before its query, its query's parameters, its fragment. */
const partsOf = (path: string) => {
  const [beforeHash = "", hash = ""] = path.split(/#(.*)/s);
  const [pathname = "", query = ""] = beforeHash.split(/\?(.*)/s);
  return { pathname, parameters: query.split("&").filter((part) => part !== ""), hash: hash === "" ? "" : `#${hash}` };
};

const isChoice = (parameter: string): boolean => parameter.split("=")[0] === LANGUAGE_QUERY;

const joined = (pathname: string, parameters: ReadonlyArray<string>, hash = ""): string =>
  `${pathname}${parameters.length === 0 ? "" : `?${parameters.join("&")}`}${hash}`;

/** `path` (a page's path and query) with the language switch's choice of `language` in place of any other. */
export const withLanguageChoice = (path: string, language: Language): string => {
  const { pathname, parameters, hash } = partsOf(path);
  return joined(pathname, [...parameters.filter((parameter) => !isChoice(parameter)), `${LANGUAGE_QUERY}=${language}`], hash);
};

/**
 * The language an address chooses, and the same address without the choice (always a path on this site), or null
 * when it chooses none.
 */
export const languageChoiceIn = (path: string): { readonly language: Language; readonly rest: string } | null => {
  const { pathname, parameters } = partsOf(path);
  const chosen = parameters.find(isChoice)?.split("=")[1];
  if (!isLanguage(chosen)) return null;
  // One leading slash: '//host' (or '/\\host', which browsers read alike) would send the visitor to another site;
  // and nothing a Location header cannot carry.
  const rest = joined(
    pathname.replace(/^[/\\]*/, "/"),
    parameters.filter((parameter) => !isChoice(parameter)),
  );
  return { language: chosen, rest: rest.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character)) };
};

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
