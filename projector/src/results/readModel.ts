import type { ConversationType, Course, SurveyType } from "@wellbeing/domain";

// The row shapes of the tables this slice's projection creates (see projection.ts); the query API reads them.

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
