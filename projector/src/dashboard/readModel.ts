import type { SurveyType } from "@wellbeing/domain";

// The row shape of the table this slice's projection creates (see projection.ts); the query API reads it.

/** `session_reach`: the staff dashboard's reach, per session. */
export interface SessionReachRow extends Record<string, unknown> {
  session_id: string;
  trainer_ids: string[];
  participant_count: number;
  response_count: number;
  /** The responses by survey type (the Get Feedback section's 'Responses: X'). */
  survey_responses: Partial<Record<SurveyType, number>>;
}
