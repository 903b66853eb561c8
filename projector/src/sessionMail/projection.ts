import type { Knex } from "knex";
import { READ_MODELS, sessionMailTables, type MailRecipientRow, type ScheduledSessionEmailRow, type SentSessionEmailRow } from "@wellbeing/platform";
import type { ProjectedEvent, Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { announceSessionChanges } from "../sessions/audience";
import { erasedPeopleIn } from "../users/erasedPeople";

const SENT = "session_emails_sent";
const SCHEDULED = "session_emails_scheduled";

/** Which rows a batch touches, so each table is read once per batch. */
const keysOf = (batch: ReadonlyArray<ProjectedEvent>) => {
  const sent = new Set<string>();
  const scheduled = new Set<string>();
  for (const { event } of batch) {
    switch (event.type) {
      case "SessionEmailSent":
        sent.add(event.data.emailId);
        if (event.data.scheduledEmailId) scheduled.add(event.data.scheduledEmailId);
        break;
      case "SessionEmailDelivered":
        sent.add(event.data.emailId);
        break;
      case "SessionEmailScheduled":
      case "ScheduledEmailRecipientAdded":
      case "ScheduledEmailRecipientRemoved":
      case "ScheduledEmailCancelled":
      case "ScheduledEmailMoved":
      case "ScheduledEmailFailed":
        scheduled.add(event.data.scheduledEmailId);
        break;
    }
  }
  return { sent, scheduled };
};

/** Addresses of deleted accounts read as erased in every e-mail that went or goes to them: one statement for all their keys. */
const eraseRecipients = (trx: Knex.Transaction, schema: string, table: string, personKeys: ReadonlyArray<string>) =>
  trx.raw(
    `UPDATE ??.?? SET recipients = (
       SELECT jsonb_agg(CASE WHEN recipient->>'personKey' = ANY(?::text[]) THEN jsonb_set(recipient, '{email}', 'null'::jsonb) ELSE recipient END ORDER BY position)
       FROM jsonb_array_elements(recipients) WITH ORDINALITY AS list(recipient, position))
     WHERE recipients @> ANY(?::jsonb[])`,
    [schema, table, [...personKeys], personKeys.map((personKey) => JSON.stringify([{ personKey }]))],
  );

/** The e-mails each session sent and has scheduled (§2.10 viewEmails, view-emails, scheduleTable). */
export const sessionMailProjection: Projection = {
  name: READ_MODELS.sessionMail,
  version: 1,
  ...sessionMailTables,
  apply: async (batch, context) => {
    const { trx, schema } = context;
    const sent = new TableBatch<SentSessionEmailRow>(trx, schema, SENT, "id");
    const scheduled = new TableBatch<ScheduledSessionEmailRow>(trx, schema, SCHEDULED, "id");
    const keys = keysOf(batch);
    await Promise.all([sent.load(keys.sent), scheduled.load(keys.scheduled)]);
    const changeScheduled = (id: string, at: Date | string, change: (row: ScheduledSessionEmailRow) => Partial<ScheduledSessionEmailRow>) => {
      const row = scheduled.get(id);
      if (row) scheduled.put({ ...row, ...change(row), updated_at: at });
    };
    const touched = new Set<string>();

    for (const { event, recordedAt } of batch) {
      switch (event.type) {
        case "SessionEmailSent": {
          const { data } = event;
          sent.put({
            id: data.emailId,
            session_id: data.sessionId,
            kind: data.kind,
            survey_type: data.surveyType,
            recipients: [],
            extra_information: data.extraInformation,
            sent_by: data.sentBy,
            sent_at: data.sentAt,
            scheduled_email_id: data.scheduledEmailId,
          });
          if (data.scheduledEmailId) changeScheduled(data.scheduledEmailId, data.sentAt, () => ({ status: "sent" }));
          break;
        }
        case "SessionEmailDelivered": {
          const row = sent.get(event.data.emailId);
          const recipient: MailRecipientRow = { personKey: event.data.personKey, email: event.data.email };
          if (row) sent.put({ ...row, recipients: [...row.recipients, recipient] });
          break;
        }
        case "SessionEmailScheduled": {
          const { data } = event;
          scheduled.put({
            id: data.scheduledEmailId,
            session_id: data.sessionId,
            kind: data.kind,
            survey_type: data.surveyType,
            recipients: [],
            extra_information: data.extraInformation,
            due_at: data.dueAt,
            status: "pending",
            automatic: data.scheduledBy === null,
            scheduled_by: data.scheduledBy,
            scheduled_at: data.scheduledAt,
            failure: null,
            updated_at: data.scheduledAt,
          });
          break;
        }
        case "ScheduledEmailRecipientAdded":
          changeScheduled(event.data.scheduledEmailId, recordedAt, (row) => ({
            recipients: [...row.recipients, { personKey: event.data.personKey, email: event.data.email }],
          }));
          break;
        case "ScheduledEmailRecipientRemoved":
          changeScheduled(event.data.scheduledEmailId, recordedAt, (row) => ({
            recipients: row.recipients.filter((recipient) => recipient.personKey !== event.data.personKey),
          }));
          break;
        case "ScheduledEmailCancelled":
          changeScheduled(event.data.scheduledEmailId, event.data.cancelledAt, () => ({ status: "cancelled" }));
          break;
        case "ScheduledEmailMoved":
          changeScheduled(event.data.scheduledEmailId, recordedAt, () => ({ due_at: event.data.dueAt }));
          break;
        case "ScheduledEmailFailed":
          changeScheduled(event.data.scheduledEmailId, event.data.failedAt, () => ({ status: "failed", failure: event.data.reason }));
          break;
        default:
          continue;
      }
      touched.add(event.data.sessionId);
    }
    await sent.flush();
    await scheduled.flush();
    const erased = erasedPeopleIn(batch).flatMap((person) => person.keys);
    if (erased.length > 0) {
      await eraseRecipients(trx, schema, SENT, erased);
      await eraseRecipients(trx, schema, SCHEDULED, erased);
    }
    // The staff home's 'what needs doing' follows a session's invitations and evaluation e-mails: its dashboards hear of them.
    if (context.announcing && touched.size > 0) await announceSessionChanges(context, { sessions: [...touched], dashboard: true });
  },
};
