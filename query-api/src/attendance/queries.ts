import type { Knex } from "knex";
import { checkInDateAt, markKey, programmeDate, type RegisterAnswer } from "@wellbeing/domain";
import type { AttendanceMarkRow, RosterEntryRow, SessionRow } from "@wellbeing/platform";
import { rosterNames } from "../roster/names";

type SessionDays = Pick<SessionRow, "id" | "dates">;

/** The session's dates with their times, as the register and the check-in code read them. */
const daysOf = (session: SessionDays) =>
  session.dates.map((day) => ({ sessionDate: day.sessionDate, startTime: day.startTime ?? null, endTime: day.endTime ?? null }));

/** The date being checked in now: the one whose check-in is open, else today's, else none. */
export const checkInDayOf = (session: SessionDays, now: Date) => checkInDateAt(daysOf(session), now, programmeDate(now));

/** How many the register says came to the session (on any date), or null when it holds no mark yet (never taken). */
export const attendedCount = async (db: Knex, schema: string, sessionId: string): Promise<number | null> => {
  const [row] = (await db
    .withSchema(schema)
    .from("attendance_marks")
    .where({ session_id: sessionId })
    .select(db.raw("count(*)::int AS marks"), db.raw("count(DISTINCT person_key) FILTER (WHERE mark = 'attended')::int AS came"))) as Array<{
    marks: number;
    came: number;
  }>;
  return row && row.marks > 0 ? row.came : null;
};

/** The dates the register marks the roster entry `personKey` as come to the session. */
export const attendedDatesOf = async (db: Knex, schema: string, sessionId: string, personKey: string): Promise<ReadonlySet<string>> => {
  const rows: Array<{ session_date: string }> = await db
    .withSchema(schema)
    .from("attendance_marks")
    .where({ session_id: sessionId, person_key: personKey, mark: "attended" })
    .select("session_date");
  return new Set(rows.map((row) => row.session_date));
};

/**
 * A column `attended`: how many the register of the session whose id is `sessionId` (a column of the
 * query, `s.id` of `sessions AS s` unless told) says came (any date), null while it holds no mark.
 */
export const attendedColumn = (db: Knex, schema: string, sessionId = "s.id"): Knex.Raw =>
  db.raw(
    `(SELECT CASE WHEN count(*) = 0 THEN NULL ELSE count(DISTINCT m.person_key) FILTER (WHERE m.mark = 'attended') END FROM ??.attendance_marks m WHERE m.session_id = ??)::int AS attended`,
    [schema, sessionId],
  );

/** A session's register: its registered attendees (in the order they joined) with their mark on each date. */
export const registerOf = async (db: Knex, schema: string, session: SessionDays, now: Date): Promise<RegisterAnswer> => {
  const [entries, marks] = await Promise.all([
    db
      .withSchema(schema)
      .from<RosterEntryRow>("roster_entries")
      .where({ session_id: session.id, status: "confirmed" })
      .orderBy([{ column: "registered_at" }, { column: "id" }]),
    db.withSchema(schema).from<AttendanceMarkRow>("attendance_marks").where({ session_id: session.id }),
  ]);
  const names = await rosterNames(db, schema, entries);
  const markOf = new Map(marks.map((row) => [markKey(row.session_date, row.person_key), row.mark]));
  const dates = daysOf(session);
  return {
    sessionId: session.id,
    dates,
    today: checkInDayOf(session, now)?.sessionDate ?? null,
    attendees: entries.map((entry) => ({
      personKey: entry.person_key,
      email: entry.email,
      name: entry.email ? (names.get(entry.email) ?? null) : null,
      participantId: entry.participant_id,
      marks: Object.fromEntries(
        dates.flatMap(({ sessionDate }) => {
          const mark = markOf.get(markKey(sessionDate, entry.person_key));
          return mark ? [[sessionDate, mark]] : [];
        }),
      ),
    })),
  };
};
