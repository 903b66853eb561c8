import { Either, Schema } from "effect";
import { defineContract, formPart, idParams, idsParams, requestPart } from "../http/contract";
import { IsoInstant, SurveyTypeAnswer } from "../shared/answers";
import type { ScheduledEmailStatus } from "./decider";
import { SESSION_EMAIL_KINDS } from "./events";
import { ScheduleEmailBody, SendEmailsBody, SendEmailsQuery, SurveyEmailBody } from "./inputs";
import { sessionIdParams } from "../sessions/contracts";
import { message } from "../i18n/translate";

// The HTTP contracts of a session's e-mail (§2.10, §2.11, §3 sentEmails and scheduledEmails, §7).

const SessionEmailKindAnswer = Schema.Literal(...SESSION_EMAIL_KINDS);

/** An e-mail a session sent. */
export const SentEmailAnswer = Schema.Struct({
  id: Schema.String,
  type: SessionEmailKindAnswer,
  surveyType: Schema.NullOr(SurveyTypeAnswer),
  date: IsoInstant,
  recipients: Schema.Array(Schema.String),
  extraInformation: Schema.NullOr(Schema.String),
  /** Sent by the scheduler rather than a person. */
  scheduled: Schema.Boolean,
}).annotations({ identifier: "SentEmail" });
export type SentEmailAnswer = typeof SentEmailAnswer.Type;

const SCHEDULED_EMAIL_STATUSES = ["pending", "sent", "cancelled", "failed"] as const satisfies ReadonlyArray<ScheduledEmailStatus>;

/** An e-mail scheduled for a session, with its state. */
export const ScheduledEmailAnswer = Schema.Struct({
  id: Schema.String,
  type: SessionEmailKindAnswer,
  surveyType: Schema.NullOr(SurveyTypeAnswer),
  date: IsoInstant,
  recipients: Schema.Array(Schema.String),
  extraInformation: Schema.NullOr(Schema.String),
  status: Schema.Literal(...SCHEDULED_EMAIL_STATUSES),
  /** Scheduled by the system (the follow-up evaluations). */
  automatic: Schema.Boolean,
  failure: Schema.NullOr(Schema.String),
}).annotations({ identifier: "ScheduledEmail" });
export type ScheduledEmailAnswer = typeof ScheduledEmailAnswer.Type;

/** What a mail command answers: the words the screen shows. */
const MailMessageAnswer = Schema.Struct({ message: Schema.String }).annotations({ identifier: "MailMessage" });

/**
 * What sending an e-mail now answers: the words, the e-mail's id in the history, and the recipients
 * the mail server refused or could not be reached for (the words name them too).
 */
const SentEmailIdAnswer = Schema.Struct({ message: Schema.String, emailId: Schema.String, notReached: Schema.Array(Schema.String) }).annotations({
  identifier: "SentEmailId",
});

const SentEmailsQueryWire = Schema.Struct({ type: Schema.optional(SessionEmailKindAnswer) });
const sentEmailsQuery = formPart(SentEmailsQueryWire, (input) =>
  Schema.decodeUnknownEither(SentEmailsQueryWire)(input).pipe(
    Either.mapLeft(() => ({ type: message("input.chooseOneOf", { values: SESSION_EMAIL_KINDS.join(", ") }) })),
  ),
);

export const sentEmailsContract = defineContract({
  method: "GET",
  path: "/api/sessions/:id/emails",
  readModels: ["sessions", "users", "sessionMail"],
  summary: "The e-mails a session sent, newest first, optionally of one kind",
  audience: "staff",
  params: idParams("session"),
  query: sentEmailsQuery,
  answer: Schema.Struct({ sentEmails: Schema.Array(SentEmailAnswer) }).annotations({ identifier: "SentEmails" }),
});

export const scheduledEmailsContract = defineContract({
  method: "GET",
  path: "/api/sessions/:id/scheduled-emails",
  readModels: ["sessions", "users", "sessionMail"],
  summary: "A session's scheduled e-mails in the order they go out",
  audience: "staff",
  params: idParams("session"),
  answer: Schema.Struct({ scheduledEmails: Schema.Array(ScheduledEmailAnswer) }).annotations({ identifier: "ScheduledEmails" }),
});

export const sendSessionEmailContract = defineContract({
  method: "POST",
  path: "/api/sessions/:sessionId/emails",
  summary:
    "Send the registration invitation or a reminder now (the recipients the mail server refused are named in notReached; the same sendId again reaches only them)",
  audience: "staff",
  also: [429],
  params: sessionIdParams,
  query: requestPart(SendEmailsQuery),
  body: requestPart(SendEmailsBody),
  answer: SentEmailIdAnswer,
});

export const sendSurveyEmailContract = defineContract({
  method: "POST",
  path: "/api/survey/email",
  summary: "E-mail a session's evaluation link now (the recipients the mail server refused are named in notReached; the same sendId again reaches only them)",
  audience: "staff",
  also: [429],
  body: requestPart(SurveyEmailBody),
  answer: SentEmailIdAnswer,
});

export const scheduleSessionEmailContract = defineContract({
  method: "POST",
  path: "/api/sessions/:sessionId/scheduled-emails",
  summary: "Schedule a session e-mail (an evaluation link unless another kind is named)",
  audience: "staff",
  also: [429],
  params: sessionIdParams,
  body: requestPart(ScheduleEmailBody),
  answer: Schema.Struct({ message: Schema.String, scheduledEmailId: Schema.String }).annotations({ identifier: "ScheduledEmailId" }),
  status: 201,
});

export const cancelScheduledEmailContract = defineContract({
  method: "DELETE",
  path: "/api/sessions/:sessionId/scheduled-emails/:scheduledEmailId",
  summary: "Cancel a scheduled e-mail that has not gone out",
  audience: "staff",
  params: idsParams({ sessionId: "session", scheduledEmailId: "scheduled email" }),
  answer: MailMessageAnswer,
});

export const SESSION_MAIL_CONTRACTS = [
  sentEmailsContract,
  scheduledEmailsContract,
  sendSessionEmailContract,
  sendSurveyEmailContract,
  scheduleSessionEmailContract,
  cancelScheduledEmailContract,
] as const;
