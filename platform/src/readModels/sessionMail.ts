import type { SurveyType } from "@wellbeing/domain";
import type { ReadModelTables } from "./tables";

/** A recipient of a session e-mail as the read models keep them: the address is null once erased. */
export interface MailRecipientRow {
  readonly personKey: string;
  readonly email: string | null;
}

/** What both tables keep of a session e-mail: whose, which kind, to whom, with what extra words. */
interface SessionEmailRow extends Record<string, unknown> {
  id: string;
  session_id: string;
  kind: "registration" | "reminder" | "surveyLink";
  survey_type: SurveyType | null;
  recipients: MailRecipientRow[];
  extra_information: string | null;
}

/** `session_emails_sent`: one row per e-mail a session sent (§3 sentEmails). */
export interface SentSessionEmailRow extends SessionEmailRow {
  sent_by: string | null;
  sent_at: Date | string;
  scheduled_email_id: string | null;
}

/** `session_emails_scheduled`: one row per scheduled e-mail and its state (§3 scheduledEmails). */
export interface ScheduledSessionEmailRow extends SessionEmailRow {
  due_at: Date | string;
  status: "pending" | "sent" | "cancelled" | "failed";
  /** Scheduled by the system (the follow-up evaluations), not a person. */
  automatic: boolean;
  scheduled_by: string | null;
  scheduled_at: Date | string;
  /** Why the last try failed, once it has. */
  failure: string | null;
  updated_at: Date | string;
}

/** The session e-mail read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const sessionMailTables: ReadModelTables = {
  tables: ["session_emails_sent", "session_emails_scheduled"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.session_emails_sent (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL,
        kind text NOT NULL,
        survey_type text,
        recipients jsonb NOT NULL,
        extra_information text,
        sent_by uuid,
        sent_at timestamptz NOT NULL,
        scheduled_email_id uuid
      );
      CREATE INDEX IF NOT EXISTS session_emails_sent_session ON ??.session_emails_sent (session_id, sent_at);
      CREATE TABLE IF NOT EXISTS ??.session_emails_scheduled (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL,
        kind text NOT NULL,
        survey_type text,
        recipients jsonb NOT NULL,
        extra_information text,
        due_at timestamptz NOT NULL,
        status text NOT NULL,
        automatic boolean NOT NULL,
        scheduled_by uuid,
        scheduled_at timestamptz NOT NULL,
        failure text,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS session_emails_scheduled_session ON ??.session_emails_scheduled (session_id, due_at);`,
      [schema, schema, schema, schema],
    );
  },
};
