import { Schema } from "effect";
import { SURVEY_TYPES } from "../constants";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { defineSliceEvents } from "../slice";

// What a session's e-mail log records (spec §2.10, §2.11, §3 sentEmails / scheduledEmails, §4).

/** The three kinds of session e-mail (§4): registration (with the confirm link), reminder, survey link. */
export const SESSION_EMAIL_KINDS = ["registration", "reminder", "surveyLink"] as const;
export type SessionEmailKind = (typeof SESSION_EMAIL_KINDS)[number];

/**
 * One recipient of an e-mail. `personKey` names whose key seals the address (the handler uses the
 * address's e-mail index name, which an account's deletion erases too); `email` is null once erased.
 */
const recipientFields = { sessionId: Schema.String, personKey: Schema.String, email: Erasable };

const emailFields = {
  sessionId: Schema.String,
  kind: Schema.Literal(...SESSION_EMAIL_KINDS),
  /** Which evaluation a survey-link e-mail points to; null for the other kinds. */
  surveyType: Schema.NullOr(Schema.Literal(...SURVEY_TYPES)),
  /** What the sender added to the e-mail's standard text. */
  extraInformation: Schema.NullOr(Schema.String),
};

/**
 * An e-mail went out: sent by a person now, or by the scheduler when it was due. Its recipients
 * follow, one SessionEmailDelivered each, in the same append.
 */
export const SessionEmailSent = defineEvent("SessionEmailSent", {
  ...emailFields,
  emailId: Schema.String,
  /** Who sent it; null when the scheduler did. */
  sentBy: Schema.NullOr(Schema.String),
  sentAt: Instant,
  /** The scheduled e-mail this sending fulfils, if any. */
  scheduledEmailId: Schema.NullOr(Schema.String),
});

/** The e-mail went to this address. */
export const SessionEmailDelivered = defineEvent("SessionEmailDelivered", { ...recipientFields, emailId: Schema.String });

/**
 * An e-mail was scheduled for a later time, by a person or automatically (the follow-up surveys).
 * Its recipients follow as ScheduledEmailRecipientAdded events.
 */
export const SessionEmailScheduled = defineEvent("SessionEmailScheduled", {
  ...emailFields,
  scheduledEmailId: Schema.String,
  dueAt: Instant,
  /** Who scheduled it; null when the system did (follow-ups after a registration). */
  scheduledBy: Schema.NullOr(Schema.String),
  scheduledAt: Instant,
});

/** An address will get a scheduled e-mail (when scheduled, or on registering for an automatic follow-up). */
export const ScheduledEmailRecipientAdded = defineEvent("ScheduledEmailRecipientAdded", { ...recipientFields, scheduledEmailId: Schema.String });

/** An attendee taken off the session no longer gets its automatic follow-ups. */
export const ScheduledEmailRecipientRemoved = defineEvent("ScheduledEmailRecipientRemoved", {
  sessionId: Schema.String,
  scheduledEmailId: Schema.String,
  personKey: Schema.String,
});

/** A scheduled e-mail will not be sent: a person cancelled it, its session was deleted or nobody is left to get it. */
export const ScheduledEmailCancelled = defineEvent("ScheduledEmailCancelled", {
  sessionId: Schema.String,
  scheduledEmailId: Schema.String,
  /** Who cancelled it; null when the system did. */
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
  SessionEmailDelivered,
  SessionEmailScheduled,
  ScheduledEmailRecipientAdded,
  ScheduledEmailRecipientRemoved,
  ScheduledEmailCancelled,
  ScheduledEmailMoved,
  ScheduledEmailFailed,
);
export type SessionMailEvent = typeof SessionMailEvent.Type;

const byPerson = (data: Record<string, unknown>) => String(data.personKey);

/** Each address is sealed with the key of the person it belongs to. */
export const sessionMailPersonalData: Record<string, PersonalDataRule> = {
  SessionEmailDelivered: { subject: byPerson, fields: ["email"] },
  ScheduledEmailRecipientAdded: { subject: byPerson, fields: ["email"] },
};

/** What the sessionMail slice records, for its slice value and sliceEvents.ts. */
export const sessionMailSliceEvents = defineSliceEvents({ events: [SessionMailEvent], personalData: [sessionMailPersonalData] });
