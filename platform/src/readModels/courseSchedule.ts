import type { ReadModelTables } from "./tables";

/** `public_leads`: the local leads whose sessions (and their groups') the public course schedule shows (§2.8). */
export interface PublicLeadRow extends Record<string, unknown> {
  lead_id: string;
  chosen_at: Date | string;
}

/** The public course schedule's read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const courseScheduleTables: ReadModelTables = {
  tables: ["public_leads"],
  migrate: async (db, schema) => {
    await db.raw(`CREATE TABLE IF NOT EXISTS ??.public_leads (lead_id uuid PRIMARY KEY, chosen_at timestamptz NOT NULL)`, [schema]);
    // The session lists and this schedule read `sessions` in list order (last date, first date, id,
    // all one direction): this index serves every page of either direction without sorting. It is
    // created here, after the sessions projection's own migration, and again after that table is rebuilt.
    await db.raw(`CREATE INDEX IF NOT EXISTS sessions_list_order ON ??.sessions (last_date, first_date, id)`, [schema]);
  },
};
