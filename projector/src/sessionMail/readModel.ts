import type { SurveyType } from "@wellbeing/domain";

// The row shapes of the tables this slice's projection creates (see projection.ts); the query API reads them.

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
