import type {} from "@fastify/cookie";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, languageOfAcceptLanguage, type Language, type Message } from "@wellbeing/domain";
import { formatMessage } from "@wellbeing/i18n";
import type { FastifyRequest } from "fastify";
import { CATALOGUES } from "../catalogues";

/** The caller's language: their `wb_lang` choice, else what their browser asks for (cy or en), else English. */
export const requestLanguage = (request: FastifyRequest): Language => {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers["accept-language"];
  return languageOfAcceptLanguage(Array.isArray(header) ? header.join(",") : header) ?? DEFAULT_LANGUAGE;
};

/** A catalogue message in the words of the given language. */
export const textIn = (language: Language, text: Message): string => formatMessage(CATALOGUES[language], language, text.key, text.params);

/** A catalogue message in the caller's words: what a 2xx answer's `message` says. */
export const wordedFor = (request: FastifyRequest, text: Message): string => textIn(requestLanguage(request), text);
