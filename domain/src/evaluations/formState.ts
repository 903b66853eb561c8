import { JSONSchema, ParseResult, Schema } from "effect";
import type { AST, ParseOptions } from "effect/SchemaAST";
import { FreeText, safeText } from "../shared/fields";
import { says, saying } from "../shared/fieldMessage";
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

/** How the API document shows a schema this file decodes by hand (see decodeAnswerShape, decodeFormState). */
const documented = <A, I>(schema: Schema.Schema<A, I>): object => {
  const { $schema: _dialect, ...jsonSchema } = JSONSchema.make(schema);
  return jsonSchema;
};

const notAnOption = saying("survey.notAnOption");
const ChoiceValue = safeText(Schema.String.annotations(notAnOption).pipe(Schema.maxLength(FORM_LIMITS.valueLength, notAnOption)));
const TextAnswer = FreeText(MAX_TEXT_ANSWER_LENGTH);

const NumberAnswer = Schema.Number.pipe(Schema.finite(saying("survey.mustBeAnswered")));
const ChoicesAnswer = Schema.Array(ChoiceValue).pipe(Schema.maxItems(FORM_LIMITS.choices, tooMany));
const RatingsAnswer = Schema.Record({ key: ChoiceValue, value: ChoiceValue }).pipe(
  Schema.filter((ratings) => Object.keys(ratings).length <= FORM_LIMITS.choices, tooMany),
);
const NoAnswerShape = Schema.Never.annotations(saying("survey.mustBeAnswered"));
const AnswerShapes = Schema.Union(NumberAnswer, TextAnswer, ChoicesAnswer, RatingsAnswer, Schema.Null);

/** Decodes an answer as the one shape its JSON type can be (a union would report every other shape's refusal first). */
const decodeAnswerShape = (value: unknown, options: ParseOptions) => {
  if (value === null) return ParseResult.decodeUnknown(Schema.Null)(value, options);
  if (typeof value === "number") return ParseResult.decodeUnknown(NumberAnswer)(value, options);
  if (typeof value === "string") return ParseResult.decodeUnknown(TextAnswer)(value, options);
  if (Array.isArray(value)) return ParseResult.decodeUnknown(ChoicesAnswer)(value, options);
  if (typeof value === "object") return ParseResult.decodeUnknown(RatingsAnswer)(value, options);
  return ParseResult.decodeUnknown(NoAnswerShape)(value, options);
};

/**
 * What an answer may be on the wire: a finite number, a text, choices or a matrix's ratings (null: left
 * blank), nothing a read model could not hold (NUL, lone surrogates, huge texts or lists), each refused
 * with its own message.
 */
const AnswerValueInput = Schema.declare<AnswerValue | null, AnswerValue | null, []>(
  [],
  { decode: () => decodeAnswerShape, encode: () => ParseResult.encodeUnknown(AnswerShapes) },
  { jsonSchema: documented(AnswerShapes) },
);

const FormAnswerInput = Schema.Struct({
  answer: Schema.optionalWith(AnswerValueInput, { default: () => null, exact: true }),
  otherAnswer: Schema.optionalWith(Schema.NullOr(TextAnswer), { default: () => null }),
});

const AnswersByCode = Schema.Record({ key: QuestionCode, value: FormAnswerInput });

/** Counts the answers before reading any, so an oversized form costs nothing to refuse. */
const decodeFormState = (input: unknown, options: ParseOptions, ast: AST) => {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return ParseResult.fail(new ParseResult.Type(ast, input, says("validation.required")));
  if (Object.keys(input).length > FORM_LIMITS.answers) return ParseResult.fail(new ParseResult.Type(ast, input, says("survey.tooManyAnswers")));
  return ParseResult.decodeUnknown(AnswersByCode)(input, options);
};

/**
 * §3 formState on the wire: an object (else 'This field is required') of at most 200 answers, each keyed
 * by a question code; an answer under a key no question could have is left out.
 */
export const FormStateInput = Schema.declare<FormState, typeof AnswersByCode.Encoded, []>(
  [],
  { decode: () => decodeFormState, encode: () => ParseResult.encodeUnknown(AnswersByCode) },
  { identifier: "FormState", jsonSchema: { ...documented(AnswersByCode), maxProperties: FORM_LIMITS.answers } },
);

/** An answer left blank: nothing, an empty text, no choice. */
export const isBlank = (value: AnswerValue | null | undefined): value is null | undefined | "" =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

export const hasText = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== "";
