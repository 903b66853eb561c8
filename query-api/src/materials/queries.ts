import type { Knex } from "knex";
import type { Course, CourseSession } from "@wellbeing/domain";
import { ownSessionsOf } from "../participantHome/journeyQueries";
import type { RosterParticipant } from "../roster/queries";

/** The participant's own sessions of a course (see ownSessionsOf), each with the evaluations they completed for it: what §6 gates on. */
export const courseSessionsOf = async (db: Knex, schema: string, participant: RosterParticipant, course: Course): Promise<CourseSession[]> =>
  (await ownSessionsOf(db, schema, participant)).flatMap(({ session, evaluations }) => (session.course === course ? [{ ...session, evaluations }] : []));
