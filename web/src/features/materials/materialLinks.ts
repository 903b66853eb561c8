import { LANGUAGES, type Language } from "@wellbeing/domain";

/** A document's download in a language (the server would otherwise pick the caller's). */
export const downloadHref = (downloadUrl: string, language: Language): string => `${downloadUrl}?language=${language}`;

/** The language on screen's other one: each document is offered in it too. */
export const otherLanguageThan = (language: Language): Language => LANGUAGES.find((candidate) => candidate !== language) ?? language;
