import type { Knex } from "knex";
import { isSurveyType, type SurveyType } from "@wellbeing/domain";

type Counts = Partial<Record<SurveyType, number>>;

/**
 * Issue 25 and 24 §4: a session's responses as Manage Session counts them. Attendees': each registered
 * attendee who answered an evaluation counts once (the roster records who, never which response), so X
 * in 'Responses: X out of Y attendees' never exceeds Y. Others: the rest of the responses recorded for
 * the session (a visitor's pre-course one, someone's not on the registered list), shown apart.
 */
export const responseTallyOf = async (
  db: Knex,
  schema: string,
  sessionId: string,
): Promise<{ attendeeResponseCounts: Counts; otherResponseCounts: Counts }> => {
  const [attendees, responses] = await Promise.all([
    db
      .withSchema(schema)
      .from("roster_entries")
      .where({ session_id: sessionId, status: "confirmed" })
      .select(db.raw("unnest(evaluations) AS survey_type"), db.raw("count(*)::int AS n"))
      .groupByRaw("1"),
    db
      .withSchema(schema)
      .from("evaluation_responses")
      .where({ session_id: sessionId })
      .select("survey_type", db.raw("count(*)::int AS n"))
      .groupBy("survey_type"),
  ]);
  const attendeeResponseCounts: Counts = {};
  for (const row of attendees as Array<{ survey_type: string; n: number }>) if (isSurveyType(row.survey_type)) attendeeResponseCounts[row.survey_type] = row.n;
  const otherResponseCounts: Counts = {};
  for (const row of responses as Array<{ survey_type: string; n: number }>) {
    if (!isSurveyType(row.survey_type)) continue;
    const others = row.n - (attendeeResponseCounts[row.survey_type] ?? 0);
    if (others > 0) otherResponseCounts[row.survey_type] = others;
  }
  return { attendeeResponseCounts, otherResponseCounts };
};
