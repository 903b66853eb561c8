import { Schema } from "effect";
import { SURVEY_TYPES } from "../constants";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { defineSliceEvents } from "../slice";
import { RegistrationIndexEvent } from "./attendance";
import { WaitingListIndexEvent } from "./waitingListIndex";

// A session's roster (§3 Invitee, §4): who is invited, who registered, what they asked for.
// Every event names one person, so each address is sealed with that person's own key.

/**
 * The person an entry is about. `personKey` names whose key seals the address: the account's user
 * id when the address belongs to an account, else the address's e-mail index name (the handler
 * works it out; the domain only compares keys). `email` is null once the person is erased.
 */
const personFields = { sessionId: Schema.String, personKey: Schema.String, email: Erasable };

/** Staff invited an address (status new). */
export const InviteeAdded = defineEvent("InviteeAdded", { ...personFields, addedBy: Schema.String, addedAt: Instant });

/** An invitation e-mail went to the address (status sent); an address not yet listed joins as sent. */
export const InvitationSent = defineEvent("InvitationSent", { ...personFields, sentAt: Instant });

/** Staff took an address off the invitee list. */
export const InviteeRemoved = defineEvent("InviteeRemoved", { ...personFields, removedBy: Schema.String, removedAt: Instant });

/**
 * A person is now a registered attendee (status confirmed): they registered themselves, or staff
 * put them on the registered list. Carries the session's confirmed count after it, so read models
 * set the count rather than add to it.
 */
export const AttendeeRegistered = defineEvent("AttendeeRegistered", {
  ...personFields,
  /** Their participant account, when the address has one. */
  participantId: Schema.NullOr(Schema.String),
  /** The entry this one takes over (an invitee listed under another key), or null. */
  replacesPersonKey: Schema.NullOr(Schema.String),
  selfRegistered: Schema.Boolean,
  registeredBy: Schema.String,
  registeredAt: Instant,
  confirmedCount: Schema.Number,
});

/**
 * Staff took a registered attendee off the list. Their evaluations of this session are to be
 * deleted (§4): `discardedEvaluations` names the survey types the roster knows they answered.
 */
export const AttendeeRemoved = defineEvent("AttendeeRemoved", {
  ...personFields,
  participantId: Schema.NullOr(Schema.String),
  discardedEvaluations: Schema.Array(Schema.Literal(...SURVEY_TYPES)),
  removedBy: Schema.String,
  removedAt: Instant,
  confirmedCount: Schema.Number,
});

/** A participant left a message (special requirements) when registering. */
export const SpecialRequirementsGiven = defineEvent("SpecialRequirementsGiven", {
  ...personFields,
  requirementId: Schema.String,
  message: Erasable,
  givenAt: Instant,
});

/** A registered participant asked to be taken off the session, giving a reason. */
export const RegistrationRemovalRequested = defineEvent("RegistrationRemovalRequested", {
  ...personFields,
  participantId: Schema.String,
  reason: Erasable,
  requestedAt: Instant,
});

/**
 * An attendee answered one of the session's evaluations. The survey submission appends it to the
 * person's own stream for the session (sessionPersonStream, issue 30) when the roster keys them by their
 * account, else (an entry staff listed under their address; before issue 30, always) to the roster's.
 */
export const AttendeeEvaluationRecorded = defineEvent("AttendeeEvaluationRecorded", {
  sessionId: Schema.String,
  personKey: Schema.String,
  participantId: Schema.String,
  surveyType: Schema.Literal(...SURVEY_TYPES),
});

/**
 * The person was taken off the session (a removal, or leaving the programme): the evaluations their own
 * stream records for it go with their place. Written even when it records none: the removal's write on
 * the stream a submission of theirs writes, so the two never both land on what the other did not see.
 */
export const AttendeeEvaluationsDiscarded = defineEvent("AttendeeEvaluationsDiscarded", {
  sessionId: Schema.String,
  participantId: Schema.String,
});

/** The registration confirmation e-mail (with its calendar file) went to the participant. */
export const RegistrationConfirmationSent = defineEvent("RegistrationConfirmationSent", {
  sessionId: Schema.String,
  personKey: Schema.String,
  sentAt: Instant,
});

// The waiting list (issue 29): on the roster's stream, so registered + spaces held by open offers ≤ capacity
// is decided on one revision. It names people by their participant account only: nothing personal to seal.

const waitingFields = { sessionId: Schema.String, participantId: Schema.String };

/** A participant joined the session's waiting list (first come, first served). */
export const JoinedWaitingList = defineEvent("JoinedWaitingList", { ...waitingFields, joinedAt: Instant });

/**
 * A free space is held for the person: theirs to accept until `expiresAt`. `offeredBy` is the staff
 * member who offered it by hand, null when the roster offered it to the first in line.
 */
export const SpaceOffered = defineEvent("SpaceOffered", {
  ...waitingFields,
  offerId: Schema.String,
  offeredBy: Schema.NullOr(Schema.String),
  offeredAt: Instant,
  expiresAt: Instant,
});

/** The person took the offered space: appended with their AttendeeRegistered. */
export const OfferAccepted = defineEvent("OfferAccepted", { ...waitingFields, offerId: Schema.String, acceptedAt: Instant });

/** The person turned the offered space down: it passes to the next in line. */
export const OfferDeclined = defineEvent("OfferDeclined", { ...waitingFields, offerId: Schema.String, declinedAt: Instant });

/** The offer's time ran out unanswered: the space passes to the next in line. */
export const OfferExpired = defineEvent("OfferExpired", { ...waitingFields, offerId: Schema.String, expiredAt: Instant });

/** The person left the waiting list (an open offer of theirs goes with it): themself, or `removedBy` staff. */
export const LeftWaitingList = defineEvent("LeftWaitingList", { ...waitingFields, removedBy: Schema.NullOr(Schema.String), leftAt: Instant });

export const RosterEvent = Schema.Union(
  InviteeAdded,
  InvitationSent,
  InviteeRemoved,
  AttendeeRegistered,
  AttendeeRemoved,
  SpecialRequirementsGiven,
  RegistrationRemovalRequested,
  AttendeeEvaluationRecorded,
  AttendeeEvaluationsDiscarded,
  RegistrationConfirmationSent,
  JoinedWaitingList,
  SpaceOffered,
  OfferAccepted,
  OfferDeclined,
  OfferExpired,
  LeftWaitingList,
);
export type RosterEvent = typeof RosterEvent.Type;

const sealedUnderPerson = (...fields: string[]): PersonalDataRule => ({ subject: (data) => String(data.personKey), fields });

/** Addresses, messages and reasons are sealed with the key of the person they are about. */
export const rosterPersonalData: Record<string, PersonalDataRule> = {
  InviteeAdded: sealedUnderPerson("email"),
  InvitationSent: sealedUnderPerson("email"),
  InviteeRemoved: sealedUnderPerson("email"),
  AttendeeRegistered: sealedUnderPerson("email"),
  AttendeeRemoved: sealedUnderPerson("email"),
  SpecialRequirementsGiven: sealedUnderPerson("email", "message"),
  RegistrationRemovalRequested: sealedUnderPerson("email", "reason"),
};

/** What the roster slice records, for its slice value and sliceEvents.ts. */
export const rosterSliceEvents = defineSliceEvents({
  events: [RosterEvent, RegistrationIndexEvent, WaitingListIndexEvent],
  personalData: [rosterPersonalData],
});
