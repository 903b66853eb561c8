import type { Knex } from "knex";
import type { SurveyType } from "@wellbeing/domain";
import type { EvaluationResponseRow } from "@wellbeing/platform";
import { releasedResponses } from "../results/releasedResponses";

/** What the results read of a response: its answers and the version they answered, never its pseudonym or when it came. */
type ResponseAnswersRow = Pick<EvaluationResponseRow, "questionnaire_version" | "answers" | "written_answers">;

const surveyResponses = (db: Knex, schema: string, sessionId: string, surveyType: SurveyType) =>
  db.withSchema(schema).from("evaluation_responses").where({ session_id: sessionId, survey_type: surveyType });

/**
 * A session survey's released responses (domain results/disclosure.ts), in an order that says nothing of
 * who answered or when (by a digest of the response id): a screen browsing them one by one cannot be
 * lined up with who arrived first.
 */
export const releasedSurveyResponses = (db: Knex, schema: string, sessionId: string, surveyType: SurveyType): Promise<ResponseAnswersRow[]> =>
  surveyResponses(db, schema, sessionId, surveyType)
    .whereIn("response_id", releasedResponses(db, schema))
    .select("questionnaire_version", "answers", "written_answers")
    .orderByRaw("md5(response_id::text)");

/** How many responses the survey of the session has, released or not (the roster says as much). */
export const surveyResponseCount = async (db: Knex, schema: string, sessionId: string, surveyType: SurveyType): Promise<number> => {
  const row = (await surveyResponses(db, schema, sessionId, surveyType).count<{ count: string }[]>("* as count").first()) as { count: string } | undefined;
  return Number(row?.count ?? 0);
};
