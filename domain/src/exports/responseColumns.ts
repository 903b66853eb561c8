import { SURVEY_TYPES } from "../constants";
import { DEMOGRAPHICS_GROUP_ID, QUESTIONNAIRE_VERSIONS, type AnswerOption, type Question, type QuestionGroup } from "../evaluations/questionnaire";
import { questionnaireOf } from "../evaluations/questionnaires";
import type { Translate } from "../i18n/translate";

// The answer columns of the responses exports (§3 Survey responses, CSV export): one column per
// question code, whichever questionnaire version or survey type asked it.

export interface QuestionColumn {
  /** The question's code: the key of its answer (and the research export's column name, its data dictionary's entry). */
  readonly code: string;
  readonly question: Question;
  /** The page that asks it (its name tells apart questions worded alike, such as each kind of conversation's statements). */
  readonly group: QuestionGroup;
  /** A demographic question: answered once per person, joined to every response by the respondent's pseudonym. */
  readonly demographic: boolean;
}

const collectColumns = (): ReadonlyArray<QuestionColumn> => {
  const byCode = new Map<string, QuestionColumn>();
  for (const version of QUESTIONNAIRE_VERSIONS) {
    for (const surveyType of SURVEY_TYPES) {
      for (const group of questionnaireOf(version).groupsBySurveyType[surveyType]) {
        for (const question of group.questions) {
          if (!byCode.has(question.code)) byCode.set(question.code, { code: question.code, question, group, demographic: group.id === DEMOGRAPHICS_GROUP_ID });
        }
      }
    }
  }
  const columns = [...byCode.values()];
  return [...columns.filter((column) => column.demographic), ...columns.filter((column) => !column.demographic)];
};

/** Every question's column: the demographic ones first, then the others in questionnaire and page order. */
export const QUESTION_COLUMNS: ReadonlyArray<QuestionColumn> = collectColumns();

/**
 * One answer as a cell (§3): a list joined with commas, a matrix's ratings (an object) as JSON, a
 * number or choice as it is; the text given with it (free text, 'please specify') after it.
 */
export const answerCell = (answer: unknown, writtenText: string | null = null): string => {
  const value =
    answer === undefined || answer === null
      ? ""
      : Array.isArray(answer)
        ? answer.join(",")
        : typeof answer === "object"
          ? JSON.stringify(answer)
          : String(answer);
  if (!writtenText) return value;
  return value === "" ? writtenText : `${value}: ${writtenText}`;
};

/** Question texts asked by more than one column: their headers name their page too. */
const SHARED_TEXTS: ReadonlySet<string> = new Set(
  QUESTION_COLUMNS.map((column) => column.question.text).filter((text, index, texts) => texts.indexOf(text) !== index),
);

/** A question's column header in the export's language: its words, after its page's name where another question reads the same. */
export const questionHeader = (column: QuestionColumn, t: Translate): string =>
  SHARED_TEXTS.has(column.question.text)
    ? t("dataExports.questionOfGroup", { group: t(column.group.name), question: t(column.question.text) })
    : t(column.question.text);

const optionsOf = (question: Question): ReadonlyArray<AnswerOption> => {
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

/**
 * One answer as a staff export's cell, in the export's language (§3, issue 26): a choice by its label,
 * several joined with commas, a matrix's ratings as JSON of row label → rate label, a number as it is;
 * the text given with it after it.
 */
export const answerWords = (question: Question, answer: unknown, writtenText: string | null, t: Translate): string => {
  const label = (options: ReadonlyArray<AnswerOption>) => (value: unknown) => {
    const option = options.find((candidate) => candidate.value === value);
    return option ? t(option.label) : value;
  };
  if (question.kind === "matrix" && answer !== null && typeof answer === "object" && !Array.isArray(answer)) {
    const rates = label(question.rateLabels);
    const rows = label(question.rows);
    return answerCell(Object.fromEntries(Object.entries(answer).map(([row, rating]) => [rows(row), rates(rating)])), writtenText);
  }
  const options = label(optionsOf(question));
  return answerCell(Array.isArray(answer) ? answer.map(options) : answer === undefined || answer === null ? answer : options(answer), writtenText);
};
