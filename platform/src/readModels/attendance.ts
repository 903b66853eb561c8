import type { AttendanceMark, AttendanceMethod, RecordedAs } from "@wellbeing/domain";
import type { ReadModelTables } from "./tables";

/** `attendance_marks`: the mark standing for each person on each date of a session's register (no row: not recorded). */
export interface AttendanceMarkRow extends Record<string, unknown> {
  /** `<session id>/<session date>/<person key>` */
  id: string;
  session_id: string;
  /** YYYY-MM-DD */
  session_date: string;
  /** The roster entry's key. */
  person_key: string;
  participant_id: string | null;
  mark: AttendanceMark;
  method: AttendanceMethod;
  recorded_as: RecordedAs;
  recorded_at: Date | string;
}

/** The attendance read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const attendanceTables: ReadModelTables = {
  tables: ["attendance_marks"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.attendance_marks (
        id text PRIMARY KEY,
        session_id uuid NOT NULL,
        session_date text NOT NULL,
        person_key text NOT NULL,
        participant_id uuid,
        mark text NOT NULL,
        method text NOT NULL,
        recorded_as text NOT NULL,
        recorded_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS attendance_marks_session ON ??.attendance_marks (session_id, session_date);
      CREATE INDEX IF NOT EXISTS attendance_marks_participant ON ??.attendance_marks (participant_id);`,
      [schema, schema, schema],
    );
  },
};
