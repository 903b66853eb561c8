import { Schema } from "effect";
import type { SurveyType } from "../constants";
import { englishCatalogue } from "../i18n/english";
import { catalogueKeys, type MessageKey } from "../i18n/translate";

// A questionnaire as data (§3 Question): groups of questions whose every word is a catalogue key.
// The same data drives the survey screen (the web words it in the reader's language) and the
// server's validation of a submission (validation.ts). Its wire shape is these schemas.

/** The catalogue's keys, read once the catalogue is built (it is derived from the slices, this one too). */
let knownKeys: ReadonlySet<string> | undefined;
const isKnownKey = (key: string): boolean => (knownKeys ??= new Set(catalogueKeys(englishCatalogue()))).has(key);

/**
 * A catalogue key (the web words it with its translator). Typed by name: inferred, every schema holding
 * one would spell out each key of the catalogue, past what the compiler writes into a declaration.
 */
const CatalogueKey: Schema.refine<MessageKey, Schema.Schema<string>> = Schema.String.pipe(
  Schema.filter((key): key is MessageKey => isKnownKey(key), { identifier: "CatalogueKey" }),
);

/** A question's code: unique in its questionnaire, the key of its answer in a form state. */
export const QuestionCode = Schema.String.pipe(Schema.pattern(/^[A-Za-z][A-Za-z0-9.]{0,99}$/));

/** One choice: the value stored in an answer and the key of its label. `specify`: it needs its free text (§5 'please specify'). */
export const AnswerOption = Schema.Struct({ value: Schema.String, label: CatalogueKey, specify: Schema.Boolean });
export type AnswerOption = typeof AnswerOption.Type;

/** §3 followUpQuestion: a free-text prompt shown when the answer is one of the triggers; `isRequired` makes the answer need it to count. */
export const FollowUp = Schema.Struct({ ifAnswerIsOneOf: Schema.Array(Schema.String), isRequired: Schema.Boolean, text: CatalogueKey });
export type FollowUp = typeof FollowUp.Type;

/** The participant profile field a demographic answer fills (§3 participantField). */
const PARTICIPANT_FIELDS = ["ageBand", "gender", "ethnicity", "localAuthority", "jobTitle", "workforceSector", "organisation", "department"] as const;
export type ParticipantField = (typeof PARTICIPANT_FIELDS)[number];

const questionFields = {
  code: QuestionCode,
  text: CatalogueKey,
  helperText: Schema.NullOr(CatalogueKey),
  /** §3 isRequired (default true): a required question must be answered for the survey to reach 100 %. */
  required: Schema.Boolean,
  participantField: Schema.NullOr(Schema.Literal(...PARTICIPANT_FIELDS)),
  followUp: Schema.NullOr(FollowUp),
};

/** Limits of the numeric kinds (§5, §9: number 0–10, star 0–5; a count is a non-negative whole number). */
export const SCALES = {
  zeroToTen: { min: 0, max: 10 },
  star: { min: 0, max: 5 },
  count: { min: 0, max: 9999 },
} as const;

/** The longest free-text answer (a free-text question or a 'please specify' answer). */
export const MAX_TEXT_ANSWER_LENGTH = 1000;

export const Question = Schema.Union(
  /** 0–10, clamped (§5): an answer above 10 becomes 10, an empty one 0. */
  Schema.Struct({ kind: Schema.Literal("zeroToTen"), ...questionFields }),
  /** A non-negative whole number; `atMost` names a count it may not exceed (conversations ≤ people seen). */
  Schema.Struct({ kind: Schema.Literal("count"), ...questionFields, atMost: Schema.NullOr(QuestionCode) }),
  /** 0–5 stars. */
  Schema.Struct({ kind: Schema.Literal("star"), ...questionFields }),
  Schema.Struct({ kind: Schema.Literal("singleChoice", "dropdown"), ...questionFields, options: Schema.Array(AnswerOption) }),
  /** At least one option; every chosen 'please specify' option needs the free text. */
  Schema.Struct({ kind: Schema.Literal("multipleChoice"), ...questionFields, options: Schema.Array(AnswerOption) }),
  /** A dropdown whose options follow another question's answer (§5: department after organisation). */
  Schema.Struct({
    kind: Schema.Literal("dependentDropdown"),
    ...questionFields,
    dependsOn: QuestionCode,
    optionsByParent: Schema.Record({ key: Schema.String, value: Schema.Array(AnswerOption) }),
  }),
  /** §3 rateLabels × rows: complete when every row is rated with one of the labels (§5). */
  Schema.Struct({ kind: Schema.Literal("matrix"), ...questionFields, rows: Schema.Array(AnswerOption), rateLabels: Schema.Array(AnswerOption) }),
  Schema.Struct({ kind: Schema.Literal("text"), ...questionFields }),
);
export type Question = typeof Question.Type;
export type ChoiceQuestion = Extract<Question, { kind: "singleChoice" | "dropdown" | "multipleChoice" }>;

/** What a question group is: a page of the survey (§2.15), in `order`. */
export const QuestionGroup = Schema.Struct({
  id: Schema.String,
  order: Schema.Number,
  name: CatalogueKey,
  introduction: Schema.NullOr(CatalogueKey),
  questions: Schema.Array(Question),
});
export type QuestionGroup = typeof QuestionGroup.Type;

/** The versions a stored response may name; a new wording or question is a new version, old ones stay. */
export const QUESTIONNAIRE_VERSIONS = ["v1"] as const;
export type QuestionnaireVersion = (typeof QUESTIONNAIRE_VERSIONS)[number];
export const QuestionnaireVersionSchema = Schema.Literal(...QUESTIONNAIRE_VERSIONS);

/** Whether a group is asked only of people whose demographics are not known yet. */
export const DEMOGRAPHICS_GROUP_ID = "demographic";

/** One version of the questionnaires: the groups each survey type asks, in page order. */
export interface Questionnaire {
  readonly version: QuestionnaireVersion;
  readonly groupsBySurveyType: Readonly<Record<SurveyType, ReadonlyArray<QuestionGroup>>>;
}
