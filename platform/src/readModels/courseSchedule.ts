import type { ReadModelTables } from "./tables";

/** `public_leads`: the local leads whose sessions (and their groups') the public course schedule shows (§2.8). */
export interface PublicLeadRow extends Record<string, unknown> {
  lead_id: string;
  chosen_at: Date | string;
}

/**
 * `schedule_trainers`: one row per session and trainer (each trainer once, in the session's order, with the
 * trainers before them in `earlier_trainer_ids`), with what the public schedule counts by. Its total counts
 * index entries, a range per shown trainer, never the sessions themselves: a first trainer's row (most
 * sessions have one trainer) from a narrow index needing no test at all, a co-trainer's row from another
 * that carries the trainers before it (publicTotal.ts).
 */
export interface ScheduleTrainerRow extends Record<string, unknown> {
  session_id: string;
  trainer_id: string;
  earlier_trainer_ids: string[];
  last_date: string;
  remote: boolean;
  trainer_upskill: boolean;
}

/** The public course schedule's read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const courseScheduleTables: ReadModelTables = {
  tables: ["public_leads", "schedule_trainers"],
  migrate: async (db, schema) => {
    await db.raw(`CREATE TABLE IF NOT EXISTS ??.public_leads (lead_id uuid PRIMARY KEY, chosen_at timestamptz NOT NULL)`, [schema]);
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.schedule_trainers (
        session_id uuid NOT NULL,
        trainer_id uuid NOT NULL,
        earlier_trainer_ids uuid[] NOT NULL,
        last_date date NOT NULL,
        remote boolean NOT NULL,
        trainer_upskill boolean NOT NULL,
        PRIMARY KEY (session_id, trainer_id)
      );
      CREATE INDEX IF NOT EXISTS schedule_trainers_first ON ??.schedule_trainers (trainer_id, last_date)
        INCLUDE (remote) WHERE NOT trainer_upskill AND cardinality(earlier_trainer_ids) = 0;
      CREATE INDEX IF NOT EXISTS schedule_trainers_later ON ??.schedule_trainers (trainer_id, last_date)
        INCLUDE (remote, earlier_trainer_ids) WHERE NOT trainer_upskill AND cardinality(earlier_trainer_ids) > 0;`,
      [schema, schema, schema],
    );
    // The session lists and this schedule read `sessions` in list order (last date, first date, id,
    // all one direction): this index serves every page of either direction without sorting. It is
    // created here, after the sessions projection's own migration, and again after that table is rebuilt.
    await db.raw(`CREATE INDEX IF NOT EXISTS sessions_list_order ON ??.sessions (last_date, first_date, id)`, [schema]);
  },
};
