import type { Course, Module, QuestionnaireVersion, SurveyType } from "@wellbeing/domain";
import type { ReadModelTables } from "./tables";

/** `evaluation_responses`: one row per survey response (§3 Submission), named by its pseudonym, never a person. */
export interface EvaluationResponseRow extends Record<string, unknown> {
  response_id: string;
  session_id: string;
  survey_type: SurveyType;
  /** The respondent's pseudonym. */
  respondent: string;
  questionnaire_version: QuestionnaireVersion;
  course: Course;
  modules: Module[];
  /** Question code → answer (numbers, choices, matrix ratings). */
  answers: Record<string, unknown>;
  /** Question code → free text; null once the respondent's person was erased. */
  written_answers: Record<string, string> | null;
  /** This response answered the demographic questions. */
  demographics_given: boolean;
  disagreed_to_research: boolean;
  submitted_at: Date | string;
}

/**
 * `evaluation_respondents`: a person's pseudonym and whether their demographics are known, for the
 * survey endpoints (the participant's own status, the groups they see). Removed when the person is erased.
 */
export interface EvaluationRespondentRow extends Record<string, unknown> {
  person_id: string;
  pseudonym: string | null;
  demographics_known: boolean;
}

/** The evaluations read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const evaluationsTables: ReadModelTables = {
  tables: ["evaluation_responses", "evaluation_respondents"],
  migrate: async (db, schema) => {
    // The session index carries the course, so the results pages count a few sessions' responses from the index alone (issue 30).
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.evaluation_responses (
        response_id uuid PRIMARY KEY,
        session_id uuid NOT NULL,
        survey_type text NOT NULL,
        respondent text NOT NULL,
        questionnaire_version text NOT NULL,
        course text NOT NULL,
        modules text[] NOT NULL,
        answers jsonb NOT NULL,
        written_answers jsonb,
        demographics_given boolean NOT NULL,
        disagreed_to_research boolean NOT NULL,
        submitted_at timestamptz NOT NULL
      );
      DROP INDEX IF EXISTS ??.evaluation_responses_session;
      CREATE INDEX IF NOT EXISTS evaluation_responses_session_course ON ??.evaluation_responses (session_id, survey_type) INCLUDE (course);
      CREATE INDEX IF NOT EXISTS evaluation_responses_respondent ON ??.evaluation_responses (respondent);
      CREATE TABLE IF NOT EXISTS ??.evaluation_respondents (
        person_id uuid PRIMARY KEY,
        pseudonym text,
        demographics_known boolean NOT NULL DEFAULT false
      );
      CREATE INDEX IF NOT EXISTS evaluation_respondents_pseudonym ON ??.evaluation_respondents (pseudonym);`,
      [schema, schema, schema, schema, schema, schema],
    );
  },
};
