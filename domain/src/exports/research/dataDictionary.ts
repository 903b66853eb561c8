import { SCALES, type AnswerOption, type Question } from "../../evaluations/questionnaire";
import type { MessageKey, Translate } from "../../i18n/translate";
import { RESEARCH_FIXED_COLUMNS, RESEARCH_QUESTION_COLUMNS } from "./researchDataset";

// The research export's data dictionary: what every column of the dataset holds, worded by a
// translator (the archive carries it in English and Welsh side by side).

interface DictionaryEntry {
  readonly column: string;
  readonly describe: (t: Translate) => string;
  /** The values a column may hold, when it is a fixed list or a range (values as stored, not translated). */
  readonly values: string;
}

const FIXED_DESCRIPTIONS: Readonly<Record<(typeof RESEARCH_FIXED_COLUMNS)[number], MessageKey>> = {
  response: "dataExports.researchResponse",
  session: "dataExports.researchSession",
  survey_type: "dataExports.researchSurveyType",
  questionnaire_version: "dataExports.researchQuestionnaireVersion",
  course: "dataExports.researchCourse",
  modules: "dataExports.researchModules",
  session_first_date: "dataExports.researchFirstDate",
  session_last_date: "dataExports.researchLastDate",
  delivery: "dataExports.researchDelivery",
  trainers: "dataExports.researchTrainers",
  session_attended: "dataExports.researchSessionAttended",
};

const valuesOf = (options: ReadonlyArray<AnswerOption>) => options.map((option) => option.value).join(" | ");

/** A question's values as stored: its options, a range, or (a matrix) each row rated with one of the labels. */
const questionValues = (question: Question): string => {
  switch (question.kind) {
    case "zeroToTen":
    case "star":
    case "count":
      return `${SCALES[question.kind].min}-${SCALES[question.kind].max}`;
    case "singleChoice":
    case "dropdown":
    case "multipleChoice":
      return valuesOf(question.options);
    case "dependentDropdown":
      return valuesOf([
        ...new Map(
          Object.values(question.optionsByParent)
            .flat()
            .map((option) => [option.value, option]),
        ).values(),
      ]);
    case "matrix":
      return `${valuesOf(question.rows)} → ${valuesOf(question.rateLabels)}`;
    case "text":
      return "";
  }
};

/** Every column of the dataset, in its order, described. */
export const RESEARCH_DICTIONARY: ReadonlyArray<DictionaryEntry> = [
  ...RESEARCH_FIXED_COLUMNS.map((column) => ({ column, describe: (t: Translate) => t(FIXED_DESCRIPTIONS[column]), values: "" })),
  ...RESEARCH_QUESTION_COLUMNS.map(({ code, question, demographic }) => ({
    column: code,
    describe: (t: Translate) => (demographic ? t("dataExports.researchDemographic", { question: t(question.text) }) : t(question.text)),
    values: questionValues(question) + (question.kind === "multipleChoice" ? " (,)" : ""),
  })),
];
