import type { Knex } from "knex";
import type { Course, CourseSession, SurveyType } from "@wellbeing/domain";
import type { RosterEntryRow, SessionRow } from "@wellbeing/projector/readModels";
import { registrationsOf, type RosterParticipant } from "../roster/rosterQueries";

export interface ParticipantSession extends CourseSession {
  readonly course: Course;
}

/**
 * The sessions the participant is registered for (confirmed), each with the evaluations they completed
 * for it (the roster read model's), of one course or of every course.
 */
export const participantSessions = async (db: Knex, schema: string, participant: RosterParticipant, course?: Course): Promise<ParticipantSession[]> => {
  const entries: Array<Pick<RosterEntryRow, "session_id" | "evaluations">> = await registrationsOf(db, schema, participant).select("session_id", "evaluations");
  if (entries.length === 0) return [];
  const evaluations = new Map<string, Set<SurveyType>>();
  // An account's entry and one staff listed under its proven address may both exist: the person answered what either holds.
  for (const entry of entries) evaluations.set(entry.session_id, new Set([...(evaluations.get(entry.session_id) ?? []), ...entry.evaluations]));
  const query = db
    .withSchema(schema)
    .from<SessionRow>("sessions")
    .select("id", "short_id", "course", "modules", "dates")
    .whereIn("id", [...evaluations.keys()])
    .orderBy([{ column: "first_date" }, { column: "id" }]);
  const rows: Array<Pick<SessionRow, "id" | "short_id" | "course" | "modules" | "dates">> = await (course ? query.where({ course }) : query);
  return rows.map((row) => ({ shortId: row.short_id, course: row.course, modules: row.modules, dates: row.dates, evaluations: [...(evaluations.get(row.id) ?? [])] }));
};
