import type {} from "@fastify/cookie";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, languageOfAcceptLanguage, renderText, type Language, type Text } from "@wellbeing/domain";
import type { FastifyRequest } from "fastify";
import { CATALOGUES } from "../catalogues";

/** The caller's language: their `wb_lang` choice, else what their browser asks for (cy or en), else English. */
export const requestLanguage = (request: FastifyRequest): Language => {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers["accept-language"];
  return languageOfAcceptLanguage(Array.isArray(header) ? header.join(",") : header) ?? DEFAULT_LANGUAGE;
};

/** A text in the given language. */
export const textIn = (language: Language, text: Text): string => renderText(CATALOGUES[language], language, text);
