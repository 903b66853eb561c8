import type { SurveyType } from "@wellbeing/domain";
import type { ReadModelTables } from "./tables";

/** `roster_entries`: one row per person on a session's roster, invitee (new, sent) or registered attendee (confirmed). */
export interface RosterEntryRow extends Record<string, unknown> {
  /** `<session id>/<person key>` */
  id: string;
  session_id: string;
  person_key: string;
  /** Null once the person has been erased. */
  email: string | null;
  status: "new" | "sent" | "confirmed";
  participant_id: string | null;
  self_registered: boolean;
  /** When they joined the roster (invited, or registered without an invitation). */
  listed_at: Date | string;
  sent_at: Date | string | null;
  registered_at: Date | string | null;
  /** The survey types they answered for this session. */
  evaluations: SurveyType[];
}

/** `roster_special_requirements`: messages participants left when registering (§3 specialRequirements). */
export interface SpecialRequirementRow extends Record<string, unknown> {
  id: string;
  session_id: string;
  person_key: string;
  email: string | null;
  message: string | null;
  created_at: Date | string;
}

/** `roster_removal_requests`: open requests of registered participants to be taken off a session. */
export interface RemovalRequestRow extends Record<string, unknown> {
  /** `<session id>/<person key>` */
  id: string;
  session_id: string;
  person_key: string;
  participant_id: string;
  email: string | null;
  reason: string | null;
  requested_at: Date | string;
}

/**
 * `roster_unlisted_evaluations`: evaluations answered by a participant not (yet) on the session's
 * roster (a pre-course one before registering, issue 25). They join the person's entry when they
 * register, so the participant home and 'Responses: X out of Y' follow what they did.
 */
export interface UnlistedEvaluationRow extends Record<string, unknown> {
  /** `<session id>/<person key>` */
  id: string;
  session_id: string;
  person_key: string;
  participant_id: string;
  evaluations: SurveyType[];
}

/** The roster read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const rosterTables: ReadModelTables = {
  tables: ["roster_entries", "roster_special_requirements", "roster_removal_requests", "roster_unlisted_evaluations"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.roster_entries (
        id text PRIMARY KEY,
        session_id uuid NOT NULL,
        person_key text NOT NULL,
        email text,
        status text NOT NULL,
        participant_id uuid,
        self_registered boolean NOT NULL DEFAULT false,
        listed_at timestamptz NOT NULL,
        sent_at timestamptz,
        registered_at timestamptz,
        evaluations text[] NOT NULL DEFAULT '{}'
      );
      CREATE INDEX IF NOT EXISTS roster_entries_session ON ??.roster_entries (session_id, status);
      CREATE INDEX IF NOT EXISTS roster_entries_participant ON ??.roster_entries (participant_id);
      CREATE INDEX IF NOT EXISTS roster_entries_email ON ??.roster_entries (email);
      CREATE TABLE IF NOT EXISTS ??.roster_special_requirements (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL,
        person_key text NOT NULL,
        email text,
        message text,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS roster_special_requirements_session ON ??.roster_special_requirements (session_id);
      CREATE TABLE IF NOT EXISTS ??.roster_removal_requests (
        id text PRIMARY KEY,
        session_id uuid NOT NULL,
        person_key text NOT NULL,
        participant_id uuid NOT NULL,
        email text,
        reason text,
        requested_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS roster_removal_requests_session ON ??.roster_removal_requests (session_id);
      CREATE TABLE IF NOT EXISTS ??.roster_unlisted_evaluations (
        id text PRIMARY KEY,
        session_id uuid NOT NULL,
        person_key text NOT NULL,
        participant_id uuid NOT NULL,
        evaluations text[] NOT NULL DEFAULT '{}'
      );`,
      [schema, schema, schema, schema, schema, schema, schema, schema, schema],
    );
  },
};
