import { message, type Message } from "../i18n/translate";
import { hasText, isBlank, type AnswerValue, type FormState } from "./formState";
import { SCALES, type AnswerOption, type Question } from "./questionnaire";

// Whether one question is answered, and if not why (§5). The survey screen (completion, unlock order,
// Next) and the server's validation of a submission read the same rules from here.

/** What is wrong with a question's answer and with its free text, if anything. */
export interface AnswerProblems {
  readonly answer?: Message;
  readonly otherAnswer?: Message;
}

const mustBeAnswered = message("survey.mustBeAnswered");
const notAnOption = message("survey.notAnOption");

const isRatings = (value: AnswerValue): value is Readonly<Record<string, string>> => typeof value === "object" && !Array.isArray(value);

/** Blank, for every kind: nothing, an empty text, no choice, no row rated. */
export const isUnanswered = (value: AnswerValue | null | undefined): boolean =>
  isBlank(value) || (typeof value === "object" && isRatings(value) && Object.keys(value).length === 0);

/** The values a choice answer names (one for a single choice, several for a multiple one, none otherwise). */
export const chosenValues = (value: AnswerValue | null | undefined): ReadonlyArray<string> => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value as ReadonlyArray<string>;
  return [];
};

/** The options a choice question offers now: a dependent dropdown's follow its parent's answer (§5 department). */
export const optionsOf = (question: Question, formState: FormState): ReadonlyArray<AnswerOption> => {
  switch (question.kind) {
    case "singleChoice":
    case "dropdown":
    case "multipleChoice":
      return question.options;
    case "dependentDropdown": {
      const parent = formState[question.dependsOn]?.answer;
      return typeof parent === "string" && Object.hasOwn(question.optionsByParent, parent) ? question.optionsByParent[parent]! : [];
    }
    default:
      return [];
  }
};

/** The follow-up question shows: the answer is one of its triggers (§3 followUpQuestion). */
export const isFollowUpShown = (question: Question, value: AnswerValue | null | undefined): boolean =>
  question.followUp !== null && chosenValues(value).some((chosen) => question.followUp!.ifAnswerIsOneOf.includes(chosen));

const chosenOptions = (question: Question, formState: FormState): ReadonlyArray<AnswerOption> => {
  const chosen = chosenValues(formState[question.code]?.answer);
  return optionsOf(question, formState).filter((option) => chosen.includes(option.value));
};

/** The free-text box shows: a 'please specify' choice is chosen, or the follow-up is triggered. */
export const asksForOtherAnswer = (question: Question, formState: FormState): boolean =>
  chosenOptions(question, formState).some((option) => option.specify) || isFollowUpShown(question, formState[question.code]?.answer);

/**
 * §5: a choice containing 'please specify', or matching a follow-up trigger whose `isRequired` is set,
 * counts only with its free text.
 */
const needsOtherAnswer = (question: Question, formState: FormState): boolean =>
  chosenOptions(question, formState).some((option) => option.specify) ||
  (question.followUp?.isRequired === true && isFollowUpShown(question, formState[question.code]?.answer));

const wholeNumberWithin = (value: AnswerValue, min: number, max: number): boolean =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

const outOfRange = (scale: { readonly min: number; readonly max: number }) => message("survey.numberOutOfRange", { min: scale.min, max: scale.max });

/** What is wrong with an answer that is not blank, by the kind of its question. */
const problemOfGiven = (question: Question, value: AnswerValue, formState: FormState): Message | undefined => {
  switch (question.kind) {
    case "zeroToTen":
      return wholeNumberWithin(value, SCALES.zeroToTen.min, SCALES.zeroToTen.max) ? undefined : outOfRange(SCALES.zeroToTen);
    case "star":
      return wholeNumberWithin(value, SCALES.star.min, SCALES.star.max) ? undefined : outOfRange(SCALES.star);
    case "count": {
      if (!wholeNumberWithin(value, SCALES.count.min, SCALES.count.max)) return message("survey.countNotANumber");
      const limit = question.atMost === null ? undefined : formState[question.atMost]?.answer;
      return typeof limit === "number" && (value as number) > limit ? message("survey.moreThanPeopleSeen") : undefined;
    }
    case "singleChoice":
    case "dropdown":
    case "dependentDropdown":
      return typeof value === "string" && optionsOf(question, formState).some((option) => option.value === value) ? undefined : notAnOption;
    case "multipleChoice": {
      if (!Array.isArray(value)) return notAnOption;
      const values = value as ReadonlyArray<string>;
      const offered = new Set(question.options.map((option) => option.value));
      return new Set(values).size === values.length && values.every((chosen) => offered.has(chosen)) ? undefined : notAnOption;
    }
    case "matrix": {
      if (!isRatings(value)) return notAnOption;
      const rows = new Set(question.rows.map((row) => row.value));
      const labels = new Set(question.rateLabels.map((label) => label.value));
      if (!Object.entries(value).every(([row, rating]) => rows.has(row) && labels.has(rating))) return notAnOption;
      return question.rows.every((row) => Object.hasOwn(value, row.value)) ? undefined : message("survey.rowNotRated");
    }
    case "text":
      return typeof value === "string" ? undefined : mustBeAnswered;
  }
};

/**
 * The problems of a question's answer: a required one left blank must be answered (§5); a given one
 * must fit its kind (range, options, every matrix row); a 'please specify' needs its free text.
 */
export const answerProblems = (question: Question, formState: FormState): AnswerProblems => {
  const given = formState[question.code];
  if (isUnanswered(given?.answer)) return question.required ? { answer: mustBeAnswered } : {};
  const problem = problemOfGiven(question, given!.answer!, formState);
  if (problem) return { answer: problem };
  return needsOtherAnswer(question, formState) && !hasText(given?.otherAnswer) ? { otherAnswer: mustBeAnswered } : {};
};

export const hasProblems = (problems: AnswerProblems): boolean => problems.answer !== undefined || problems.otherAnswer !== undefined;

/** Answered, as completion and unlocking count it: given, fitting its kind, with its free text when needed. */
export const isAnswered = (question: Question, formState: FormState): boolean =>
  !isUnanswered(formState[question.code]?.answer) && !hasProblems(answerProblems(question, formState));
