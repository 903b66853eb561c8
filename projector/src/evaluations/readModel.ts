import type { Course, Module, QuestionnaireVersion, SurveyType } from "@wellbeing/domain";

// The row shapes of the tables this slice's projection creates (see projection.ts); the query API reads them.

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
