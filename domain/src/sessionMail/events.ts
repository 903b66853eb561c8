import { Schema } from "effect";
import { SURVEY_TYPES } from "../constants";
import { Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { sessionMailSubject } from "./streams";

// What a session's e-mail log records (spec §2.10, §2.11, §3 sentEmails / scheduledEmails, §4).

/** The three kinds of session e-mail (§4): registration (with the confirm link), reminder, survey link. */
export const SESSION_EMAIL_KINDS = ["registration", "reminder", "surveyLink"] as const;
export type SessionEmailKind = (typeof SESSION_EMAIL_KINDS)[number];

/** Addresses, sealed with the session mail log's key; null once that key is destroyed. */
const Recipients = Schema.NullOr(Schema.Array(Schema.String));

const emailFields = {
  sessionId: Schema.String,
  kind: Schema.Literal(...SESSION_EMAIL_KINDS),
  /** Which evaluation a survey-link e-mail points to; null for the other kinds. */
  surveyType: Schema.NullOr(Schema.Literal(...SURVEY_TYPES)),
  recipients: Recipients,
  /** What the sender added to the e-mail's standard text. */
  extraInformation: Schema.NullOr(Schema.String),
};

/** An e-mail went out to its recipients: sent by a person now, or by the scheduler when it was due. */
export const SessionEmailSent = defineEvent("SessionEmailSent", {
  ...emailFields,
  emailId: Schema.String,
  /** Who sent it; null when the scheduler did. */
  sentBy: Schema.NullOr(Schema.String),
  sentAt: Instant,
  /** The scheduled e-mail this sending fulfils, if any. */
  scheduledEmailId: Schema.NullOr(Schema.String),
});

/** An e-mail was scheduled for a later time, by a person or automatically (the follow-up surveys). */
export const SessionEmailScheduled = defineEvent("SessionEmailScheduled", {
  ...emailFields,
  scheduledEmailId: Schema.String,
  dueAt: Instant,
  /** Who scheduled it; null when the system did (follow-ups after a registration). */
  scheduledBy: Schema.NullOr(Schema.String),
  scheduledAt: Instant,
});

/** Someone who registered was added to an automatic follow-up e-mail still to be sent. */
export const ScheduledEmailRecipientAdded = defineEvent("ScheduledEmailRecipientAdded", {
  sessionId: Schema.String,
  scheduledEmailId: Schema.String,
  recipients: Recipients,
});

/** A scheduled e-mail will not be sent: a person cancelled it, or its session was deleted. */
export const ScheduledEmailCancelled = defineEvent("ScheduledEmailCancelled", {
  sessionId: Schema.String,
  scheduledEmailId: Schema.String,
  /** Who cancelled it; null when the session's deletion did. */
  cancelledBy: Schema.NullOr(Schema.String),
  cancelledAt: Instant,
});

/** The session's dates changed, and a scheduled e-mail moved with them. */
export const ScheduledEmailMoved = defineEvent("ScheduledEmailMoved", {
  sessionId: Schema.String,
  scheduledEmailId: Schema.String,
  previousDueAt: Instant,
  dueAt: Instant,
  /** The id of the session edit that moved it, so the same edit never moves it twice. */
  causeId: Schema.String,
});

/** Sending a scheduled e-mail failed on every try: it stays unsent and is shown as failed. */
export const ScheduledEmailFailed = defineEvent("ScheduledEmailFailed", {
  sessionId: Schema.String,
  scheduledEmailId: Schema.String,
  attempts: Schema.Number,
  reason: Schema.String,
  failedAt: Instant,
});

export const SessionMailEvent = Schema.Union(
  SessionEmailSent,
  SessionEmailScheduled,
  ScheduledEmailRecipientAdded,
  ScheduledEmailCancelled,
  ScheduledEmailMoved,
  ScheduledEmailFailed,
);
export type SessionMailEvent = typeof SessionMailEvent.Type;

const bySessionLog = (data: Record<string, unknown>) => sessionMailSubject(String(data.sessionId));

/** Recipients' addresses are sealed with the session mail log's key (see sessionMailSubject). */
export const sessionMailPersonalData: Record<string, PersonalDataRule> = {
  SessionEmailSent: { subject: bySessionLog, fields: ["recipients"] },
  SessionEmailScheduled: { subject: bySessionLog, fields: ["recipients"] },
  ScheduledEmailRecipientAdded: { subject: bySessionLog, fields: ["recipients"] },
};
