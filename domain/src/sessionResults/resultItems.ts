import type { Translate } from "../i18n/translate";
import { DEMOGRAPHICS_GROUP_ID, SCALES, type AnswerOption, type Question, type QuestionGroup } from "../evaluations/questionnaire";

// What a session's results show of each question (§2.16): one item per question, a matrix's rows one
// each, and the free text given with a choice ('please specify', a follow-up) as an item of its own.

/** A response as the results read it (the `evaluation_responses` row's answers). */
export interface StoredResponse {
  /** Question code → a number, a choice, several choices, or a matrix's ratings (row → rate label). */
  readonly answers: Readonly<Record<string, unknown>>;
  /** Question code → free text; null once the respondent's person was erased (their words go with them). */
  readonly writtenAnswers: Readonly<Record<string, string>> | null;
}

/** One thing the results show: its words in the reader's language, and how to read an answer to it. */
export interface ResultItem {
  readonly key: string;
  readonly questionText: string;
  /** Charted as counts per answer, or listed as written. */
  readonly kind: "chart" | "written";
  /** The answers a chart shows even when nobody gave them, in the scale's order. */
  readonly scale: ReadonlyArray<string>;
  /** The words of this item's answer in a response, none when it was not answered. */
  readonly answerIn: (response: StoredResponse) => ReadonlyArray<string>;
}

const range = (min: number, max: number): string[] => Array.from({ length: max - min + 1 }, (_, index) => String(min + index));

const labelsOf = (options: ReadonlyArray<AnswerOption>, t: Translate): Map<string, string> => new Map(options.map((option) => [option.value, t(option.label)]));

const chosen = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

const numberAnswer =
  (code: string) =>
  (response: StoredResponse): string[] => {
    const value = response.answers[code];
    return typeof value === "number" ? [String(value)] : [];
  };

const choiceAnswer =
  (code: string, labels: ReadonlyMap<string, string>) =>
  (response: StoredResponse): string[] =>
    chosen(response.answers[code]).map((value) => labels.get(value) ?? value);

const writtenAnswer =
  (code: string) =>
  (response: StoredResponse): string[] => {
    const text = response.writtenAnswers?.[code]?.trim();
    return text ? [text] : [];
  };

const choiceOptions = (question: Question): ReadonlyArray<AnswerOption> => {
  switch (question.kind) {
    case "singleChoice":
    case "dropdown":
    case "multipleChoice":
      return question.options;
    case "dependentDropdown":
      return Object.values(question.optionsByParent).flat();
    default:
      return [];
  }
};

/** A choice's free text ('please specify', or what a follow-up asked), when the question has one. */
const writtenCompanion = (question: Question, t: Translate): ResultItem[] => {
  const options = choiceOptions(question);
  if (question.followUp === null && !options.some((option) => option.specify)) return [];
  const questionText = question.followUp ? t(question.followUp.text) : t("sessionResults.otherAnswer", { question: t(question.text) });
  return [{ key: `${question.code}:written`, questionText, kind: "written", scale: [], answerIn: writtenAnswer(question.code) }];
};

const itemsOfQuestion = (question: Question, t: Translate): ResultItem[] => {
  const questionText = t(question.text);
  const chart = (scale: ReadonlyArray<string>, answerIn: ResultItem["answerIn"]): ResultItem => ({
    key: question.code,
    questionText,
    kind: "chart",
    scale,
    answerIn,
  });
  switch (question.kind) {
    case "zeroToTen":
      return [chart(range(SCALES.zeroToTen.min, SCALES.zeroToTen.max), numberAnswer(question.code))];
    case "star":
      return [chart(range(SCALES.star.min, SCALES.star.max), numberAnswer(question.code))];
    case "count":
      return [chart([], numberAnswer(question.code))];
    case "singleChoice":
    case "dropdown":
    case "multipleChoice":
    case "dependentDropdown": {
      const labels = labelsOf(choiceOptions(question), t);
      return [chart([...new Set(labels.values())], choiceAnswer(question.code, labels)), ...writtenCompanion(question, t)];
    }
    case "matrix": {
      const rates = labelsOf(question.rateLabels, t);
      return question.rows.map((row) => ({
        key: `${question.code}.${row.value}`,
        questionText: t("sessionResults.matrixRow", { question: questionText, row: t(row.label) }),
        kind: "chart" as const,
        scale: [...rates.values()],
        answerIn: (response: StoredResponse) => {
          const ratings = response.answers[question.code];
          const rating = ratings && typeof ratings === "object" && !Array.isArray(ratings) ? (ratings as Record<string, unknown>)[row.value] : undefined;
          return typeof rating === "string" ? [rates.get(rating) ?? rating] : [];
        },
      }));
    }
    case "text":
      return [{ key: question.code, questionText, kind: "written", scale: [], answerIn: writtenAnswer(question.code) }];
  }
};

/**
 * The items a survey's results show, in page order. Demographic questions (§3 participantField) are
 * left out: they describe the person, not the session, and side by side they could name someone in a
 * small group; the programme's anonymised reports are where they are analysed.
 */
export const resultItemsOf = (groups: ReadonlyArray<QuestionGroup>, t: Translate): ResultItem[] =>
  groups
    .filter((group) => group.id !== DEMOGRAPHICS_GROUP_ID)
    .flatMap((group) => group.questions.filter((question) => question.participantField === null).flatMap((question) => itemsOfQuestion(question, t)));
