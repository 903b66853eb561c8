import type { MessageKey } from "../i18n/translate";
import type { AnswerOption, FollowUp, ParticipantField, Question, QuestionGroup } from "./questionnaire";

// Short ways to write questionnaire data: a question states only what differs from the defaults of §3
// (required, no helper text, no participant field, no follow-up).

interface QuestionExtras {
  readonly required?: boolean;
  readonly helperText?: MessageKey;
  readonly participantField?: ParticipantField;
  readonly followUp?: FollowUp;
}

const base = (code: string, text: MessageKey, extras: QuestionExtras) => ({
  code,
  text,
  helperText: extras.helperText ?? null,
  required: extras.required ?? true,
  participantField: extras.participantField ?? null,
  followUp: extras.followUp ?? null,
});

export const option = (value: string, label: MessageKey): AnswerOption => ({ value, label, specify: false });

/** An option that needs its free text to count (§5 'please specify'). */
export const specifyOption = (value: string, label: MessageKey): AnswerOption => ({ value, label, specify: true });

export const zeroToTen = (code: string, text: MessageKey, extras: QuestionExtras = {}): Question => ({ kind: "zeroToTen", ...base(code, text, extras) });

export const count = (code: string, text: MessageKey, atMost: string | null, extras: QuestionExtras = {}): Question => ({
  kind: "count",
  ...base(code, text, extras),
  atMost,
});

export const star = (code: string, text: MessageKey, extras: QuestionExtras = {}): Question => ({ kind: "star", ...base(code, text, extras) });

export const singleChoice = (code: string, text: MessageKey, options: ReadonlyArray<AnswerOption>, extras: QuestionExtras = {}): Question => ({
  kind: "singleChoice",
  ...base(code, text, extras),
  options,
});

export const dropdown = (code: string, text: MessageKey, options: ReadonlyArray<AnswerOption>, extras: QuestionExtras = {}): Question => ({
  kind: "dropdown",
  ...base(code, text, extras),
  options,
});

export const multipleChoice = (code: string, text: MessageKey, options: ReadonlyArray<AnswerOption>, extras: QuestionExtras = {}): Question => ({
  kind: "multipleChoice",
  ...base(code, text, extras),
  options,
});

export const dependentDropdown = (
  code: string,
  text: MessageKey,
  dependsOn: string,
  optionsByParent: Readonly<Record<string, ReadonlyArray<AnswerOption>>>,
  extras: QuestionExtras = {},
): Question => ({ kind: "dependentDropdown", ...base(code, text, extras), dependsOn, optionsByParent });

export const matrix = (
  code: string,
  text: MessageKey,
  rows: ReadonlyArray<AnswerOption>,
  rateLabels: ReadonlyArray<AnswerOption>,
  extras: QuestionExtras = {},
): Question => ({ kind: "matrix", ...base(code, text, extras), rows, rateLabels });

export const freeText = (code: string, text: MessageKey, extras: QuestionExtras = {}): Question => ({ kind: "text", ...base(code, text, extras) });

export const group = (id: string, order: number, name: MessageKey, introduction: MessageKey | null, questions: ReadonlyArray<Question>): QuestionGroup => ({
  id,
  order,
  name,
  introduction,
  questions,
});
