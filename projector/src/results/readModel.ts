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
