import type { Knex } from "knex";
import { cameEveryDate, type ParticipantCourseSessionAnswer, type SurveyType } from "@wellbeing/domain";
import type { SessionRow } from "@wellbeing/platform";
import { whereOwnEntry, type RosterParticipant } from "../roster/queries";

/** A session the participant holds a confirmed place on, with the evaluations they gave for it and whether they came on every date. */
interface OwnSession {
  readonly session: ParticipantCourseSessionAnswer;
  readonly evaluations: ReadonlyArray<SurveyType>;
  readonly attendanceRecorded: boolean;
}

type OwnSessionRow = Pick<SessionRow, "id" | "short_id" | "course" | "modules" | "dates" | "remote" | "address"> & {
  evaluations: SurveyType[];
  /** The dates the register marks this entry as come (issue 29). */
  attended_dates: string[];
};

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
    .select([
      ...["session.id", "session.short_id", "session.course", "session.modules", "session.dates", "session.remote", "session.address", "entry.evaluations"],
      db.raw(
        `ARRAY(SELECT m.session_date FROM ??.attendance_marks m WHERE m.session_id = session.id AND m.person_key = entry.person_key AND m.mark = 'attended') AS attended_dates`,
        [schema],
      ),
    ])
    .orderBy([{ column: "session.first_date" }, { column: "session.id" }]);
  // A session's roster never holds one address twice, but the account's entry and the address's can both be the person's:
  // one session, with the evaluations and the marks either entry holds.
  const own = new Map<string, OwnSession & { attendedDates: ReadonlySet<string> }>();
  for (const row of rows) {
    const evaluations = [...new Set([...(own.get(row.id)?.evaluations ?? []), ...row.evaluations])];
    const attendedDates = new Set([...(own.get(row.id)?.attendedDates ?? []), ...row.attended_dates]);
    const session = { id: row.id, shortId: row.short_id, course: row.course, modules: row.modules, dates: row.dates, remote: row.remote, address: row.address };
    own.set(row.id, { session, evaluations, attendedDates, attendanceRecorded: cameEveryDate(row.dates, (sessionDate) => attendedDates.has(sessionDate)) });
  }
  return [...own.values()].map(({ attendedDates: _, ...session }) => session);
};
