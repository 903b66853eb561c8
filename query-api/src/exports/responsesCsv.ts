import {
  QUESTION_COLUMNS,
  answerWords,
  localAuthorityIn,
  questionHeader,
  surveyTypeIn,
  yesOrNo,
  type DisclosedFields,
  type SurveyType,
} from "@wellbeing/domain";
import type { EvaluationResponseRow } from "@wellbeing/platform";
import type { CsvColumn } from "./csvReply";
import { SESSION_CSV_COLUMNS, type ExportedSessionRow } from "./sessionsCsv";

/** A released response with its session's row. */
export type ExportedResponseRow = ExportedSessionRow &
  Pick<EvaluationResponseRow, "answers" | "written_answers" | "disagreed_to_research"> & {
    survey_type: SurveyType;
    /** The session's local authorities: its trainers' (the print page's region). */
    local_authorities: string[] | null;
  };

/** The session's facts the responses export repeats on each row, as the sessions export words them. */
const sessionColumn = (header: "csvHeaders.course" | "csvHeaders.modules" | "csvHeaders.trainers" | "csvHeaders.dates") =>
  SESSION_CSV_COLUMNS.find((column) => column.header === header)!;

/**
 * The responses export (§3, §7, issue 24 §2): one row per released response (domain results/disclosure.ts),
 * never who gave it, not even as a pseudonym, nor when; the session's facts; then one column per question,
 * headed by its words in the caller's language, the demographic ones (on the response that asked them)
 * only for the callers `disclosed` lets have them.
 */
export const responseCsvColumns = (disclosed: DisclosedFields): ReadonlyArray<CsvColumn<ExportedResponseRow>> => [
  { ...sessionColumn("csvHeaders.dates"), header: "dataExports.sessionDates" },
  sessionColumn("csvHeaders.modules"),
  sessionColumn("csvHeaders.course"),
  { header: "dataExports.localAuthority", value: (row, t) => (row.local_authorities ?? []).map((authority) => localAuthorityIn(t, authority)).join(", ") },
  { header: "dataExports.surveyType", value: (row, t) => surveyTypeIn(t, row.survey_type) },
  { header: "dataExports.researchConsent", value: (row, t) => yesOrNo(t, !row.disagreed_to_research) },
  sessionColumn("csvHeaders.trainers"),
  ...QUESTION_COLUMNS.filter((column) => disclosed.demographics || !column.demographic).map((column): CsvColumn<ExportedResponseRow> => ({
    header: (t) => questionHeader(column, t),
    value: (row, t) => answerWords(column.question, row.answers[column.code], row.written_answers?.[column.code] ?? null, t),
  })),
];
