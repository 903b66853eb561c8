import type { Language } from "@wellbeing/domain";

/** A document's download in a language (the server would otherwise pick the caller's). */
export const downloadHref = (downloadUrl: string, language: Language): string => `${downloadUrl}?language=${language}`;
