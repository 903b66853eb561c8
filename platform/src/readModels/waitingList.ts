import type { ReadModelTables } from "./tables";

// The waiting list read model (issue 29, the roster slice's second read model): who waits for a space on a
// session, in line order, and the spaces held for people by open offers.

/** `waiting_list`: one row per person on a session's waiting list, waiting or holding an offer. */
export interface WaitingListRow extends Record<string, unknown> {
  /** `<session id>/<participant id>` */
  id: string;
  session_id: string;
  participant_id: string;
  /** Their order in the line (joined first, lower). */
  line: number | string;
  joined_at: Date | string;
  /** The open offer held for them, or null while they wait. */
  offer_id: string | null;
  /** The staff member who offered it by hand; null for the roster's own offer. */
  offered_by: string | null;
  expires_at: Date | string | null;
}

export const waitingListTables: ReadModelTables = {
  tables: ["waiting_list"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.waiting_list (
        id text PRIMARY KEY,
        session_id uuid NOT NULL,
        participant_id uuid NOT NULL,
        line bigint NOT NULL,
        joined_at timestamptz NOT NULL,
        offer_id text,
        offered_by text,
        expires_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS waiting_list_session ON ??.waiting_list (session_id, line);
      CREATE INDEX IF NOT EXISTS waiting_list_participant ON ??.waiting_list (participant_id);`,
      [schema, schema, schema],
    );
  },
};
