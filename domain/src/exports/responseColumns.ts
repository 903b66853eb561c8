import { SURVEY_TYPES } from "../constants";
import { DEMOGRAPHICS_GROUP_ID, QUESTIONNAIRE_VERSIONS, type Question } from "../evaluations/questionnaire";
import { questionnaireOf } from "../evaluations/questionnaires/index";

// The answer columns of the responses exports (§3 Survey responses, CSV export): one column per
// question code, whichever questionnaire version or survey type asked it.

export interface QuestionColumn {
  /** The question's code: the column's header and the key of its answer. */
  readonly code: string;
  readonly question: Question;
  /** A demographic question: answered once per person, joined to every response by the respondent's pseudonym. */
  readonly demographic: boolean;
}

const collectColumns = (): ReadonlyArray<QuestionColumn> => {
  const byCode = new Map<string, QuestionColumn>();
  for (const version of QUESTIONNAIRE_VERSIONS) {
    for (const surveyType of SURVEY_TYPES) {
      for (const group of questionnaireOf(version).groupsBySurveyType[surveyType]) {
        for (const question of group.questions) {
          if (!byCode.has(question.code)) byCode.set(question.code, { code: question.code, question, demographic: group.id === DEMOGRAPHICS_GROUP_ID });
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
  const value = answer === undefined || answer === null ? "" : Array.isArray(answer) ? answer.join(",") : typeof answer === "object" ? JSON.stringify(answer) : String(answer);
  if (!writtenText) return value;
  return value === "" ? writtenText : `${value}: ${writtenText}`;
};
