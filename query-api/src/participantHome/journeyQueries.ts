import type { Knex } from "knex";
import type { ParticipantCourseSessionAnswer, SurveyType } from "@wellbeing/domain";
import type { SessionRow } from "@wellbeing/platform";
import { whereOwnEntry, type RosterParticipant } from "../roster/queries";

/** A session the participant holds a confirmed place on, with the evaluations they gave for it. */
interface OwnSession {
  readonly session: ParticipantCourseSessionAnswer;
  readonly evaluations: ReadonlyArray<SurveyType>;
}

type OwnSessionRow = Pick<SessionRow, "id" | "short_id" | "course" | "modules" | "dates" | "remote" | "address"> & { evaluations: SurveyType[] };

/**
 * Every session the participant is a registered attendee of (§2.6), read from the roster's entries
 * (theirs by account, or by their proven address) and the sessions' rows: no table of its own.
 */
export const ownSessionsOf = async (db: Knex, schema: string, participant: RosterParticipant): Promise<OwnSession[]> => {
  const rows: OwnSessionRow[] = await db
    .withSchema(schema)
    .from("roster_entries as entry")
    .join("sessions as session", "session.id", "entry.session_id")
    .where("entry.status", "confirmed")
    .andWhere(whereOwnEntry(participant, "entry"))
    .select("session.id", "session.short_id", "session.course", "session.modules", "session.dates", "session.remote", "session.address", "entry.evaluations")
    .orderBy([{ column: "session.first_date" }, { column: "session.id" }]);
  // A session's roster never holds one address twice, but the account's entry and the address's can both be the person's:
  // one session, with the evaluations either entry holds.
  const own = new Map<string, OwnSession>();
  for (const row of rows) {
    const evaluations = [...new Set([...(own.get(row.id)?.evaluations ?? []), ...row.evaluations])];
    const session = { id: row.id, shortId: row.short_id, course: row.course, modules: row.modules, dates: row.dates, remote: row.remote, address: row.address };
    own.set(row.id, { session, evaluations });
  }
  return [...own.values()];
};
