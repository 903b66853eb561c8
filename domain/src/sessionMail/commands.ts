import type { SurveyType } from "../constants";
import type { SessionEmailKind } from "./events";
import type { FollowUpSurveyType } from "./scheduling";

// Commands of a session's e-mail log. Handlers pass `now` and new ids in; recipients arrive
// normalised (trimmed, lowercased, de-duplicated) by the input decoders.

/** An address, with the key that seals it (see SessionEmailDelivered's personKey). */
export interface Recipient {
  readonly personKey: string;
  readonly email: string;
}

/** What an e-mail says beyond the session's own details, and to whom. */
export interface EmailDraft {
  readonly kind: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly recipients: ReadonlyArray<Recipient>;
  readonly extraInformation: string | null;
}

/** A person sent an e-mail now (it has gone out to the draft's recipients when this is decided). */
export interface RecordEmailSent {
  readonly type: "RecordEmailSent";
  readonly sessionId: string;
  readonly emailId: string;
  readonly draft: EmailDraft;
  readonly sentBy: string;
  readonly now: string;
}

/** The scheduler sent a scheduled e-mail that was due, to these of its recipients. */
export interface RecordScheduledEmailSent {
  readonly type: "RecordScheduledEmailSent";
  readonly sessionId: string;
  readonly scheduledEmailId: string;
  readonly emailId: string;
  readonly delivered: ReadonlyArray<Recipient>;
  readonly now: string;
}

export interface ScheduleEmail {
  readonly type: "ScheduleEmail";
  readonly sessionId: string;
  readonly scheduledEmailId: string;
  readonly draft: EmailDraft;
  readonly dueAt: string;
  readonly scheduledBy: string;
  /** The person was told the same e-mail is already scheduled (same kind, recipients and time) and wants a second one. */
  readonly confirmDuplicate: boolean;
  readonly now: string;
}

export interface CancelScheduledEmail {
  readonly type: "CancelScheduledEmail";
  readonly sessionId: string;
  readonly scheduledEmailId: string;
  readonly cancelledBy: string;
  readonly now: string;
}

/** Every try to send a scheduled e-mail failed. */
export interface RecordScheduledEmailFailure {
  readonly type: "RecordScheduledEmailFailure";
  readonly sessionId: string;
  readonly scheduledEmailId: string;
  readonly attempts: number;
  readonly reason: string;
  readonly now: string;
}

/** The session's dates changed (the edit `causeId`): scheduled e-mails follow. */
export interface FollowSessionDates {
  readonly type: "FollowSessionDates";
  readonly sessionId: string;
  readonly causeId: string;
  readonly previousDates: ReadonlyArray<{ readonly sessionDate: string }>;
  readonly dates: ReadonlyArray<{ readonly sessionDate: string }>;
  readonly now: string;
}

/** Someone registered for the session: they get the follow-up evaluations (§9: 3 and 6 months after). */
export interface AddFollowUpRecipient {
  readonly type: "AddFollowUpRecipient";
  readonly sessionId: string;
  readonly recipient: Recipient;
  readonly lastDate: string;
  /** Ids for follow-up e-mails this registration may be the first to need. */
  readonly newScheduledEmailIds: Readonly<Record<FollowUpSurveyType, string>>;
  readonly now: string;
}

/** An attendee was taken off the session: their automatic follow-ups are not sent (one left to nobody is cancelled). */
export interface RemoveFollowUpRecipient {
  readonly type: "RemoveFollowUpRecipient";
  readonly sessionId: string;
  readonly personKey: string;
  readonly now: string;
}

/** The session was deleted: nothing scheduled for it goes out. */
export interface CancelAllScheduledEmails {
  readonly type: "CancelAllScheduledEmails";
  readonly sessionId: string;
  readonly now: string;
}

export type SessionMailCommand =
  | RecordEmailSent
  | RecordScheduledEmailSent
  | ScheduleEmail
  | CancelScheduledEmail
  | RecordScheduledEmailFailure
  | FollowSessionDates
  | AddFollowUpRecipient
  | RemoveFollowUpRecipient
  | CancelAllScheduledEmails;
