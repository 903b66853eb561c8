import type { AddressLike, Course, DateLike, MeetingPlatform, Module } from "@wellbeing/domain";
import { createLateIndexes, type LateIndex, type ReadModelTables } from "./tables";

/**
 * `sessions`: one row per session, carrying what the lists and the details screens show. Its JSON
 * columns hold the session's dates and address exactly as its events carry them.
 */
export interface SessionRow extends Record<string, unknown> {
  id: string;
  short_id: string;
  course: Course;
  modules: Module[];
  dates: ReadonlyArray<DateLike>;
  first_date: string;
  last_date: string;
  capacity: number;
  remote: boolean;
  address: AddressLike | null;
  meeting_platform: MeetingPlatform | null;
  meeting_link: string | null;
  contact_email: string | null;
  extra_info: string | null;
  trainer_ids: string[];
  confirmed_count: number;
  scheduled_by: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Readers' indexes (a trainer's sessions, the lists by date): applying reads sessions by id only. */
const SESSIONS_LATE_INDEXES: ReadonlyArray<LateIndex> = [
  { name: "sessions_trainers", table: "sessions", on: "USING gin (trainer_ids)" },
  { name: "sessions_last_date", table: "sessions", on: "(last_date)" },
];

/** The sessions read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const sessionsTables: ReadModelTables = {
  tables: ["sessions"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.sessions (
        id uuid PRIMARY KEY,
        short_id text NOT NULL UNIQUE,
        course text NOT NULL,
        modules text[] NOT NULL,
        dates jsonb NOT NULL,
        first_date date NOT NULL,
        last_date date NOT NULL,
        capacity integer NOT NULL,
        remote boolean NOT NULL,
        address jsonb,
        meeting_platform text,
        meeting_link text,
        contact_email text,
        extra_info text,
        trainer_ids uuid[] NOT NULL,
        confirmed_count integer NOT NULL DEFAULT 0,
        scheduled_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );`,
      [schema],
    );
    await createLateIndexes(db, schema, SESSIONS_LATE_INDEXES);
  },
  lateIndexes: SESSIONS_LATE_INDEXES,
};
