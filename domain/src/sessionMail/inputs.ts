import { Schema } from "effect";
import { LIMITS, SURVEY_TYPES } from "../constants";
import { MAX_LIST_EMAILS } from "../roster/inputs";
import { Email, OptionalTextOfAtMost, Uuid, listOfAtMost, oneOf, tooLong } from "../shared/fields";
import { SESSION_EMAIL_KINDS } from "./events";
import { says, saying } from "../shared/fieldMessage";

// The bodies of the session e-mail endpoints (§7), decoded at the boundary.

/** Addresses as the invite box gives them: each valid, lowercased and trimmed; repeats kept once. */
export const RecipientList = Schema.optionalWith(
  listOfAtMost(Email, MAX_LIST_EMAILS, saying("roster.tooManyEmails"), { type: "string" }).pipe(
    Schema.transform(Schema.Array(Schema.String), { strict: true, decode: (list) => [...new Set(list)], encode: (list) => list }),
  ),
  { default: () => [], exact: true },
);

/** What the sender adds to the standard text; blank reads as none. */
const ExtraInformation = OptionalTextOfAtMost(LIMITS.extraInfoMaxLength);

const SurveyType = oneOf(SURVEY_TYPES);

/** `POST /api/sessions/:id/emails?type=registration|reminder` */
export const SendEmailsQuery = Schema.Struct({ type: oneOf(["registration", "reminder"] as const) });

/**
 * Names one e-mail as its sender composed it: sent again with the same id (a retry), it reaches only
 * the recipients not reached before. Absent: every send is a new e-mail.
 */
const SendId = Schema.optionalWith(Schema.NullOr(Uuid), { default: () => null });

export const SendEmailsBody = Schema.Struct({ recipients: RecipientList, extraInformation: ExtraInformation, sendId: SendId });

/**
 * `POST /api/survey/email`. The link is the session's own (the server builds it again from the
 * public address and never mails a link it was handed); the session comes from `sessionId` or
 * from the link's short id.
 */
export const SurveyEmailBody = Schema.Struct({
  sessionId: Schema.optionalWith(Schema.NullOr(Uuid), { default: () => null }),
  surveyURL: Schema.String.annotations(saying("validation.invalidLink")).pipe(Schema.maxLength(LIMITS.linkMaxLength, tooLong(LIMITS.linkMaxLength))),
  surveyType: SurveyType,
  participantsList: RecipientList,
  extraInformation: ExtraInformation,
  sendId: SendId,
});

const selectDate = () => says("mail.selectScheduleDate");

/** An instant with its offset, e.g. 2026-12-01T09:00:00.000Z or 2026-12-01T10:00:00+01:00. */
const ScheduleDate = Schema.String.annotations({ message: selectDate }).pipe(
  Schema.filter(
    (value) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))) || selectDate(),
  ),
  Schema.transform(Schema.String, { strict: true, decode: (value) => new Date(value).toISOString(), encode: (value) => value }),
);

/** `POST /api/sessions/:id/scheduled-emails`: a survey link unless another kind is named. */
export const ScheduleEmailBody = Schema.Struct({
  date: Schema.propertySignature(ScheduleDate).annotations({ missingMessage: selectDate }),
  type: Schema.optionalWith(oneOf(SESSION_EMAIL_KINDS), { default: () => "surveyLink" as const }),
  surveyType: Schema.optionalWith(Schema.NullOr(SurveyType), { default: () => null }),
  recipients: RecipientList,
  extraInformation: ExtraInformation,
  /** Schedule it even though the same e-mail (kind, recipients, time) is already scheduled: the person was warned. */
  confirmDuplicate: Schema.optionalWith(Schema.Boolean.annotations(saying("list.trueOrFalse")), { default: () => false }),
}).pipe(
  Schema.filter((body) => (body.type === "surveyLink" && body.surveyType === null ? { path: ["surveyType"], message: says("validation.required") } : true)),
);
