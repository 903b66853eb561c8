import type { Knex } from "knex";
import { isoInstant as iso } from "@wellbeing/domain";
import type { MailRecipientRow, ScheduledSessionEmailRow, SentSessionEmailRow } from "@wellbeing/platform";

/** Erased people are left out of the lists (their addresses are gone). */
const addresses = (recipients: ReadonlyArray<MailRecipientRow>): string[] =>
  recipients.flatMap((recipient) => (recipient.email === null ? [] : [recipient.email]));

/** The e-mails a session sent, newest first (§3 sentEmails), optionally of one kind. */
export const sentEmailsOf = async (db: Knex, schema: string, sessionId: string, kind: SentSessionEmailRow["kind"] | null) => {
  const query = db.withSchema(schema).from<SentSessionEmailRow>("session_emails_sent").where({ session_id: sessionId });
  if (kind) void query.andWhere({ kind });
  const rows = await query.orderBy([
    { column: "sent_at", order: "desc" },
    { column: "id", order: "desc" },
  ]);
  return rows.map((row) => ({
    id: row.id,
    type: row.kind,
    surveyType: row.survey_type,
    date: iso(row.sent_at),
    recipients: addresses(row.recipients),
    extraInformation: row.extra_information,
    scheduled: row.scheduled_email_id !== null,
  }));
};

/** A session's scheduled e-mails in the order they go out (§3 scheduledEmails), with their state. */
export const scheduledEmailsOf = async (db: Knex, schema: string, sessionId: string) => {
  const rows = await db
    .withSchema(schema)
    .from<ScheduledSessionEmailRow>("session_emails_scheduled")
    .where({ session_id: sessionId })
    .orderBy([{ column: "due_at" }, { column: "id" }]);
  return rows.map((row) => ({
    id: row.id,
    type: row.kind,
    surveyType: row.survey_type,
    date: iso(row.due_at),
    recipients: addresses(row.recipients),
    extraInformation: row.extra_information,
    status: row.status,
    automatic: row.automatic,
    failure: row.failure,
  }));
};
