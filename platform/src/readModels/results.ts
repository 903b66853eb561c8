import { BEHAVIOURAL_MEASURES, type ConversationType, type Course, type SurveyType } from "@wellbeing/domain";
import type { ReadModelTables } from "./tables";

/** `result_scores`: one response's behavioural scores (0–100) for one kind of conversation (§2.16 Behavioural). */
export interface ResultScoreRow extends Record<string, unknown> {
  /** `<responseId>:<conversation>` */
  score_key: string;
  response_id: string;
  session_id: string;
  course: Course;
  survey_type: SurveyType;
  conversation: ConversationType;
  capability: number | null;
  opportunity: number | null;
  motivation: number | null;
  behaviour: number | null;
}

/** `result_feedback`: one response's answer to one 'about your trainer' item (§2.16 Trainer feedback). */
export interface ResultFeedbackRow extends Record<string, unknown> {
  /** `<responseId>:<item>` */
  feedback_key: string;
  response_id: string;
  session_id: string;
  course: Course;
  survey_type: SurveyType;
  item: string;
  answer: string;
}

/** `result_score_totals`: per course, survey type and kind of conversation, the sums and counts of every response's scores (the 'everyone' means). */
export interface ResultScoreTotalRow extends Record<string, unknown> {
  /** `<course>:<surveyType>:<conversation>` */
  total_key: string;
  course: Course;
  survey_type: SurveyType;
  conversation: ConversationType;
  respondents: number;
  capability_sum: number;
  capability_count: number;
  opportunity_sum: number;
  opportunity_count: number;
  motivation_sum: number;
  motivation_count: number;
  behaviour_sum: number;
  behaviour_count: number;
}

/** `result_feedback_totals`: per course, survey type, 'about your trainer' item and answer, how many responses gave it (the 'everyone' shares). */
export interface ResultFeedbackTotalRow extends Record<string, unknown> {
  /** `<course>:<surveyType>:<item>:<answer>` */
  total_key: string;
  course: Course;
  survey_type: SurveyType;
  item: string;
  answer: string;
  responses: number;
}

/**
 * `result_session_score_totals`: the same sums and counts per session (the one a response counts in now), so
 * a results page adds up a few rows per session in scope; `total_key` `<sessionId>:<course>:<surveyType>:<conversation>`.
 */
export interface ResultSessionScoreTotalRow extends ResultScoreTotalRow {
  session_id: string;
}

/** `result_session_feedback_totals`: the feedback totals per session; `total_key` `<sessionId>:<course>:<surveyType>:<item>:<answer>`. */
export interface ResultSessionFeedbackTotalRow extends ResultFeedbackTotalRow {
  session_id: string;
}

/**
 * `result_releases`: each counted response's place in the disclosure rule (domain results/disclosure.ts):
 * waiting for a batch of its session's responses to its survey, or released. Every answer-level read
 * (a session's results, the responses CSV, the results pages' answer figures) shows released ones only.
 */
export interface ResultReleaseRow extends Record<string, unknown> {
  response_id: string;
  session_id: string;
  survey_type: SurveyType;
  course: Course;
  /** When it arrived in its session (submitted, or moved in): the order a batch fills in. */
  arrived_at: string;
  released: boolean;
}

/** A score total's figures (course or session): how many responses, and each measure's sum and count of those scored. */
const SCORE_TOTALS: ReadonlyArray<readonly [string, string]> = [
  ["respondents", "integer"],
  ...BEHAVIOURAL_MEASURES.flatMap((measure) => [[`${measure}_sum`, "double precision"] as const, [`${measure}_count`, "integer"] as const]),
];
const SCORE_TOTAL_COLUMNS = SCORE_TOTALS.map(([column, type]) => `${column} ${type} NOT NULL`).join(",\n        ");

/** The results read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const resultsTables: ReadModelTables = {
  // The per-session totals' indexes carry every column a results page adds up: a page of a few sessions
  // reads them from the index alone, a probe per session, rather than hashing the whole table.
  tables: [
    "result_scores",
    "result_feedback",
    "result_score_totals",
    "result_feedback_totals",
    "result_session_score_totals",
    "result_session_feedback_totals",
    "result_releases",
  ],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.result_scores (
        score_key text PRIMARY KEY,
        response_id uuid NOT NULL,
        session_id uuid NOT NULL,
        course text NOT NULL,
        survey_type text NOT NULL,
        conversation text NOT NULL,
        capability double precision,
        opportunity double precision,
        motivation double precision,
        behaviour double precision
      );
      CREATE INDEX IF NOT EXISTS result_scores_course ON ??.result_scores (course, survey_type, conversation);
      CREATE INDEX IF NOT EXISTS result_scores_session ON ??.result_scores (session_id);
      CREATE TABLE IF NOT EXISTS ??.result_feedback (
        feedback_key text PRIMARY KEY,
        response_id uuid NOT NULL,
        session_id uuid NOT NULL,
        course text NOT NULL,
        survey_type text NOT NULL,
        item text NOT NULL,
        answer text NOT NULL
      );
      CREATE INDEX IF NOT EXISTS result_feedback_course ON ??.result_feedback (course, survey_type, item);
      CREATE INDEX IF NOT EXISTS result_feedback_session ON ??.result_feedback (session_id);
      CREATE TABLE IF NOT EXISTS ??.result_score_totals (
        total_key text PRIMARY KEY,
        course text NOT NULL,
        survey_type text NOT NULL,
        conversation text NOT NULL,
        ${SCORE_TOTAL_COLUMNS}
      );
      CREATE TABLE IF NOT EXISTS ??.result_releases (
        response_id uuid PRIMARY KEY,
        session_id uuid NOT NULL,
        survey_type text NOT NULL,
        course text NOT NULL,
        arrived_at timestamptz NOT NULL,
        released boolean NOT NULL
      );
      CREATE INDEX IF NOT EXISTS result_releases_waiting ON ??.result_releases (session_id, survey_type) WHERE NOT released;
      CREATE TABLE IF NOT EXISTS ??.result_feedback_totals (
        total_key text PRIMARY KEY,
        course text NOT NULL,
        survey_type text NOT NULL,
        item text NOT NULL,
        answer text NOT NULL,
        responses integer NOT NULL
      );
      CREATE TABLE IF NOT EXISTS ??.result_session_score_totals (
        total_key text PRIMARY KEY,
        session_id uuid NOT NULL,
        course text NOT NULL,
        survey_type text NOT NULL,
        conversation text NOT NULL,
        ${SCORE_TOTAL_COLUMNS}
      );
      CREATE INDEX IF NOT EXISTS result_session_score_totals_session ON ??.result_session_score_totals (session_id, course)
        INCLUDE (survey_type, conversation, ${SCORE_TOTALS.map(([column]) => column).join(", ")});
      CREATE TABLE IF NOT EXISTS ??.result_session_feedback_totals (
        total_key text PRIMARY KEY,
        session_id uuid NOT NULL,
        course text NOT NULL,
        survey_type text NOT NULL,
        item text NOT NULL,
        answer text NOT NULL,
        responses integer NOT NULL
      );
      CREATE INDEX IF NOT EXISTS result_session_feedback_totals_session ON ??.result_session_feedback_totals (session_id, course) INCLUDE (
        survey_type, item, answer, responses
      );`,
      [schema, schema, schema, schema, schema, schema, schema, schema, schema, schema, schema, schema, schema, schema],
    );
  },
};
