import type { Language, Organisation, Role } from "@wellbeing/domain";
import type { ReadModelTables } from "./tables";

/** `users`: one row per account, for the auth lookup, the staff directory and trainer pickers. */
export interface UserRow extends Record<string, unknown> {
  id: string;
  name: string | null;
  email: string | null;
  roles: Role[];
  local_lead_id: string | null;
  organisation: Organisation | null;
  local_authorities: string[];
  registered_at: Date | string;
  /** An admin archived the person's trainer / local lead account (§2.17). */
  archived: boolean;
  /** The person proved they read `email` (issue 9); until then staff-recorded registrations under it are not theirs. */
  email_verified: boolean;
  /** A new address asked for on My Account, waiting for its verification link. */
  pending_email: string | null;
  /** The language of the person's correspondence (cy or en); null when they were never asked. */
  language: Language | null;
  /** When the person asked for a local lead account at the trainer sign-up, while no admin has decided; else null. */
  local_lead_requested_at: Date | string | null;
}

/** `group_invitations`: a local lead's invitation to a trainer of another group, while the trainer has not answered it. */
export interface GroupInvitationRow extends Record<string, unknown> {
  trainer_id: string;
  local_lead_id: string;
  invited_at: Date | string;
}

/** The users read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const usersTables: ReadModelTables = {
  tables: ["users", "group_invitations"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.users (
        id uuid PRIMARY KEY,
        name text,
        email text,
        roles text[] NOT NULL,
        local_lead_id uuid,
        organisation jsonb,
        local_authorities text[] NOT NULL DEFAULT '{}',
        registered_at timestamptz NOT NULL,
        archived boolean NOT NULL DEFAULT false,
        email_verified boolean NOT NULL DEFAULT false,
        pending_email text,
        language text,
        local_lead_requested_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS users_email ON ??.users (email);
      CREATE INDEX IF NOT EXISTS users_local_lead ON ??.users (local_lead_id);
      CREATE INDEX IF NOT EXISTS users_roles ON ??.users USING gin (roles);
      CREATE INDEX IF NOT EXISTS users_local_lead_requests ON ??.users (local_lead_requested_at) WHERE local_lead_requested_at IS NOT NULL;
      DROP TABLE IF EXISTS ??.deleted_users;
      CREATE TABLE IF NOT EXISTS ??.group_invitations (
        trainer_id uuid NOT NULL,
        local_lead_id uuid NOT NULL,
        invited_at timestamptz NOT NULL,
        PRIMARY KEY (trainer_id, local_lead_id)
      );
      CREATE INDEX IF NOT EXISTS group_invitations_lead ON ??.group_invitations (local_lead_id);`,
      [schema, schema, schema, schema, schema, schema, schema, schema],
    );
  },
};
