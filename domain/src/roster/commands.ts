import type { SurveyType } from "../constants";
import type { DateLike } from "../sessions/format";

/** An address on a command, with the key that seals it (see RosterEvent's personKey). */
export interface RosterPerson {
  readonly personKey: string;
  readonly email: string;
}

/** An address for the registered list, with its participant account when it has one. */
export interface RosterAttendee extends RosterPerson {
  readonly participantId: string | null;
}

/** Staff invite addresses (the e-mail screen's tag input, or the invitee list). */
export interface AddInvitees {
  readonly type: "AddInvitees";
  readonly sessionId: string;
  readonly invitees: ReadonlyArray<RosterPerson>;
  readonly actorId: string;
  readonly now: string;
}

/** Invitation e-mails went to these addresses. */
export interface MarkInvitationsSent {
  readonly type: "MarkInvitationsSent";
  readonly sessionId: string;
  readonly invitees: ReadonlyArray<RosterPerson>;
  readonly now: string;
}

/** Staff saved the invitee list (Manage invitees): it becomes exactly these addresses. */
export interface ReplaceInvitees {
  readonly type: "ReplaceInvitees";
  readonly sessionId: string;
  readonly invitees: ReadonlyArray<RosterPerson>;
  readonly actorId: string;
  readonly now: string;
}

/**
 * The session's capacity and dates as its stream says at decision time: what a decision that may free a
 * space needs to offer it to the waiting list (issue 29).
 */
export interface SessionSpaces {
  readonly capacity: number;
  readonly dates: ReadonlyArray<DateLike>;
  /** The programme's calendar date (UK) of the decision, YYYY-MM-DD: an ended session offers nothing. */
  readonly today: string;
}

/** Staff saved the registered list (View & edit registered attendees): it becomes exactly these addresses. */
export interface ReplaceAttendees {
  readonly type: "ReplaceAttendees";
  readonly sessionId: string;
  readonly attendees: ReadonlyArray<RosterAttendee>;
  readonly actorId: string;
  readonly session: SessionSpaces;
  readonly now: string;
}

/** A participant registers themself (the registration page's confirm-email call). */
export interface RegisterParticipant {
  readonly type: "RegisterParticipant";
  readonly sessionId: string;
  readonly participantId: string;
  readonly personKey: string;
  readonly email: string;
  /** Whether the person proved `email` is theirs: only then is a registration staff recorded under it theirs too. */
  readonly emailVerified: boolean;
  /** Special requirements, or null. */
  readonly message: string | null;
  readonly requirementId: string;
  /** The session's capacity as its stream says at decision time. */
  readonly capacity: number;
  /** The session's dates as its stream says at decision time: a session whose last date is before today takes no more registrations. */
  readonly dates: ReadonlyArray<DateLike>;
  /** The programme's calendar date (UK) of `now`, YYYY-MM-DD. */
  readonly today: string;
  readonly now: string;
}

/** A registered participant asks to be taken off the session. */
export interface RequestRemoval {
  readonly type: "RequestRemoval";
  readonly sessionId: string;
  readonly participantId: string;
  readonly personKey: string;
  readonly email: string;
  /** Whether the person proved `email`: only then may they ask about an entry staff recorded under it. */
  readonly emailVerified: boolean;
  readonly reason: string;
  /** The session's dates: once its last day is over there is no place left to give up. */
  readonly sessionDates: ReadonlyArray<DateLike>;
  readonly now: string;
}

/** An attendee answered an evaluation of this session (the survey submission sends it). */
export interface RecordAttendeeEvaluation {
  readonly type: "RecordAttendeeEvaluation";
  readonly sessionId: string;
  readonly participantId: string;
  /** Their account's address once proven (null while unproven): finds them on the roster when staff listed them under it. */
  readonly email: string | null;
  readonly surveyType: SurveyType;
}

/** The person was taken off the session: their own record of its evaluations goes with their place. */
export interface DiscardAttendeeEvaluations {
  readonly type: "DiscardAttendeeEvaluations";
  readonly sessionId: string;
  readonly participantId: string;
}

/** What a person's own record of a session's evaluations decides (sessionPersonStream). */
export type PersonRecordCommand = RecordAttendeeEvaluation | DiscardAttendeeEvaluations;

/** The registration confirmation e-mail went out. */
export interface RecordConfirmationSent {
  readonly type: "RecordConfirmationSent";
  readonly sessionId: string;
  readonly personKey: string;
  readonly now: string;
}

/** Staff register someone who came without registering (the register's walk-in, issue 29): no capacity check, like the registered list. */
export interface AddWalkIn {
  readonly type: "AddWalkIn";
  readonly sessionId: string;
  readonly attendee: RosterAttendee;
  readonly actorId: string;
  readonly now: string;
}

/** A participant joins a full session's waiting list. */
export interface JoinWaitingList {
  readonly type: "JoinWaitingList";
  readonly sessionId: string;
  readonly participantId: string;
  readonly session: SessionSpaces;
  readonly now: string;
}

/** A participant leaves the waiting list (declining their offer, if they hold one). */
export interface LeaveWaitingList {
  readonly type: "LeaveWaitingList";
  readonly sessionId: string;
  readonly participantId: string;
  readonly session: SessionSpaces;
  readonly now: string;
}

/** Staff take a person off the waiting list (their open offer goes with them). */
export interface RemoveFromWaitingList {
  readonly type: "RemoveFromWaitingList";
  readonly sessionId: string;
  readonly participantId: string;
  readonly actorId: string;
  readonly session: SessionSpaces;
  readonly now: string;
}

/** Staff offer a free space by hand to a person on the waiting list (in line or not). */
export interface OfferSpace {
  readonly type: "OfferSpace";
  readonly sessionId: string;
  readonly participantId: string;
  readonly actorId: string;
  readonly session: SessionSpaces;
  readonly now: string;
}

/** The person takes the space offered to them: they register (§2.12) with the offer accepted. */
export interface AcceptOffer extends Omit<RegisterParticipant, "type" | "capacity" | "dates" | "today"> {
  readonly type: "AcceptOffer";
  readonly offerId: string;
  readonly session: SessionSpaces;
}

/** The person turns the space offered to them down. */
export interface DeclineOffer {
  readonly type: "DeclineOffer";
  readonly sessionId: string;
  readonly participantId: string;
  readonly offerId: string;
  readonly session: SessionSpaces;
  readonly now: string;
}

/** The offer's timer fired: the offer expires if it is still open and its time ran out. */
export interface ExpireOffer {
  readonly type: "ExpireOffer";
  readonly sessionId: string;
  readonly offerId: string;
  readonly session: SessionSpaces;
  readonly now: string;
}

/** The session's capacity changed: free unheld spaces go to the waiting list. */
export interface OfferFreeSpaces {
  readonly type: "OfferFreeSpaces";
  readonly sessionId: string;
  readonly session: SessionSpaces;
  readonly now: string;
}

export type WaitingListCommand =
  JoinWaitingList | LeaveWaitingList | RemoveFromWaitingList | OfferSpace | AcceptOffer | DeclineOffer | ExpireOffer | OfferFreeSpaces;

export type RosterCommand =
  | AddInvitees
  | AddWalkIn
  | MarkInvitationsSent
  | ReplaceInvitees
  | ReplaceAttendees
  | RegisterParticipant
  | RequestRemoval
  | RecordAttendeeEvaluation
  | RecordConfirmationSent
  | WaitingListCommand;
