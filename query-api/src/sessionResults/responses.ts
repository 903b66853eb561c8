import type { Knex } from "knex";
import type { SurveyType } from "@wellbeing/domain";
import type { EvaluationResponseRow } from "@wellbeing/projector/readModels";

/** What the results read of a response: its answers and the version they answered, never its pseudonym or when it came. */
export type ResponseAnswersRow = Pick<EvaluationResponseRow, "questionnaire_version" | "answers" | "written_answers">;

/**
 * A session survey's responses, in an order that says nothing of who answered or when (by a hash of
 * the response id): a screen browsing them one by one cannot be lined up with who arrived first.
 */
export const sessionSurveyResponses = (db: Knex, schema: string, sessionId: string, surveyType: SurveyType): Promise<ResponseAnswersRow[]> =>
  db
    .withSchema(schema)
    .from("evaluation_responses")
    .select("questionnaire_version", "answers", "written_answers")
    .where({ session_id: sessionId, survey_type: surveyType })
    .orderByRaw("md5(response_id::text)");
