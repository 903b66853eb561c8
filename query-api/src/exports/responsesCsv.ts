import { QUESTION_COLUMNS, answerCell, type SurveyType } from "@wellbeing/domain";
import type { EvaluationResponseRow } from "@wellbeing/projector/readModels";
import type { CsvColumn } from "./csvReply";
import { SESSION_CSV_COLUMNS, type ExportedSessionRow } from "./sessionsCsv";

/** A response with its session's row and the respondent's demographics (their one response that gave them). */
export type ExportedResponseRow = ExportedSessionRow &
  Pick<EvaluationResponseRow, "response_id" | "respondent" | "answers" | "written_answers" | "disagreed_to_research" | "submitted_at"> & {
    survey_type: SurveyType;
    /** The session's local authorities: its trainers' (the print page's region). */
    local_authorities: string[] | null;
    demographic_answers: Record<string, unknown> | null;
    demographic_written_answers: Record<string, string> | null;
  };

/** The session's facts the responses export repeats on each row, as the sessions export words them. */
const sessionColumn = (header: "csvHeaders.course" | "csvHeaders.modules" | "csvHeaders.trainers") =>
  SESSION_CSV_COLUMNS.find((column) => column.header === header)!;

const dates = SESSION_CSV_COLUMNS.find((column) => column.header === "csvHeaders.dates")!;

/**
 * The responses export (§3, §7): one row per response, by the respondent's pseudonym, never a name or
 * an e-mail address; the demographics the person gave once, then the session, then one column per
 * question code.
 */
export const RESPONSE_CSV_COLUMNS: ReadonlyArray<CsvColumn<ExportedResponseRow>> = [
  { header: "dataExports.participantId", value: (row) => row.respondent },
  { header: "dataExports.sessionDates", value: dates.value },
  sessionColumn("csvHeaders.modules"),
  sessionColumn("csvHeaders.course"),
  { header: "dataExports.localAuthority", value: (row) => (row.local_authorities ?? []).join(", ") },
  { header: "dataExports.surveyType", value: (row) => row.survey_type },
  { header: "dataExports.researchConsent", value: (row) => (row.disagreed_to_research ? "No" : "Yes") },
  sessionColumn("csvHeaders.trainers"),
  { header: "dataExports.submitted", value: (row) => new Date(row.submitted_at).toISOString() },
  ...QUESTION_COLUMNS.map(({ code, demographic }): CsvColumn<ExportedResponseRow> => ({
    header: { literal: code },
    value: (row) =>
      demographic
        ? answerCell(row.demographic_answers?.[code], row.demographic_written_answers?.[code] ?? null)
        : answerCell(row.answers[code], row.written_answers?.[code] ?? null),
  })),
];
