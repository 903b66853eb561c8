import { Schema } from "effect";
import { FreeText, safeText } from "../shared/fields";
import { saying } from "../shared/fieldMessage";
import { MAX_TEXT_ANSWER_LENGTH, QuestionCode } from "./questionnaire";

// A survey's answers as the participant gives them (§3 Answer, Submission payload formState): question
// code → { answer, otherAnswer }. The same shape is saved as progress, rendered, and submitted.

/** A matrix question's answer: row value → the value of its rate label. */
export type MatrixAnswer = Readonly<Record<string, string>>;

/** A number (0–10, count, stars), a choice or a text, several choices, or a matrix's ratings. */
export type AnswerValue = number | string | ReadonlyArray<string> | MatrixAnswer;

export interface FormAnswer {
  readonly answer: AnswerValue | null;
  /** The free text of a 'please specify' choice or of a triggered follow-up question (§3 otherAnswer). */
  readonly otherAnswer: string | null;
}

export type FormState = Readonly<Record<string, FormAnswer>>;

/** Most answers one form may hold, choices one answer may hold, and the longest choice or row value. */
export const FORM_LIMITS = { answers: 200, choices: 50, valueLength: 100 } as const;

const tooMany = saying("survey.tooManyAnswers");
const ChoiceValue = safeText(Schema.String.pipe(Schema.maxLength(FORM_LIMITS.valueLength, saying("survey.notAnOption"))));
const TextAnswer = FreeText(MAX_TEXT_ANSWER_LENGTH);

/** What an answer may be on the wire: nothing a read model could not hold (NUL, lone surrogates, huge texts or lists). */
export const AnswerValueInput = Schema.Union(
  Schema.Number.pipe(Schema.finite()),
  TextAnswer,
  Schema.Array(ChoiceValue).pipe(Schema.maxItems(FORM_LIMITS.choices, tooMany)),
  Schema.Record({ key: ChoiceValue, value: ChoiceValue }).pipe(
    Schema.filter((ratings) => Object.keys(ratings).length <= FORM_LIMITS.choices, tooMany),
  ),
);

export const FormAnswerInput = Schema.Struct({
  answer: Schema.optionalWith(Schema.NullOr(AnswerValueInput), { default: () => null }),
  otherAnswer: Schema.optionalWith(Schema.NullOr(TextAnswer), { default: () => null }),
});

/** §3 formState on the wire: at most 200 answers, each keyed by a question code. */
export const FormStateInput = Schema.Record({ key: QuestionCode, value: FormAnswerInput }).pipe(
  Schema.filter((answers) => Object.keys(answers).length <= FORM_LIMITS.answers, tooMany),
);

/** An answer left blank: nothing, an empty text, no choice. */
export const isBlank = (value: AnswerValue | null | undefined): value is null | undefined | "" =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

export const hasText = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== "";
