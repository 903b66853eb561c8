import { en, fieldErrorsIn, type FieldErrors, type FieldMessages, type Wording } from "@wellbeing/domain";
import { translator } from "./translate";

// English words where no reader chose a language: a log line, a start-up refusal, a test reading the
// specification's words.

/** Words a key in English. */
export const inEnglishWords = translator(en, "en");

/** The English wording of a text told in a language (session facts, e-mails, calendar files). */
export const ENGLISH_WORDING: Wording = { t: inEnglishWords, language: "en" };

/** Field messages in English words, as the specification writes them. */
export const inEnglish = (fields: FieldMessages): FieldErrors => fieldErrorsIn(inEnglishWords, fields);
