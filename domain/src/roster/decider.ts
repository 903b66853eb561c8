import { Either } from "effect";
import type { SurveyType } from "../constants";
import type { Decider } from "../shared/decider";
import { Conflict, NotAllowed, type DomainError } from "../shared/domainError";
import type { AcceptOffer, PersonRecordCommand, RegisterParticipant, RosterAttendee, RosterPerson, RosterCommand } from "./commands";
import type { RosterEvent } from "./events";
import { isPostSessionEvaluation, isRegistrationOpen } from "./registration";
import { message } from "../i18n/translate";
import { programmeDate } from "../sessionLists/query";
import { isUpcoming } from "../sessions/format";
import { emptyWaitingList, evolveWaitingList, hasExpired, offersOwed, openOfferOf, type WaitingListState } from "./waitingList";
import { decideWaitingList } from "./waitingListDecisions";

type RosterStatus = "new" | "sent" | "confirmed";

/** One person on a session's roster: an invitee (new, sent) or a registered attendee (confirmed). */
interface RosterEntry {
  readonly personKey: string;
  /** Null once the person has been erased. */
  readonly email: string | null;
  readonly status: RosterStatus;
  readonly participantId: string | null;
}

export interface RosterState {
  /** In the order people joined the roster. */
  readonly entries: ReadonlyArray<RosterEntry>;
  /** The survey types each person (by entry key) answered for this session. */
  readonly evaluations: Readonly<Record<string, ReadonlyArray<SurveyType>>>;
  /** The participant account that answered them (by entry key): an entry staff listed under an address may name none. */
  readonly evaluatedBy: Readonly<Record<string, string>>;
  /** Keys of attendees with an open removal request. */
  readonly removalRequests: ReadonlyArray<string>;
  /** Who waits for a space, and the spaces held for people by open offers (issue 29). */
  readonly waitingList: WaitingListState;
}

/** Who a command or event is about, as far as it is known. */
interface PersonMatch {
  readonly personKey?: string | null;
  readonly email?: string | null;
  readonly participantId?: string | null;
}

/** The same person: the same key, the same participant account, or the same (not erased) address. */
const isSamePerson = (entry: RosterEntry, person: PersonMatch): boolean =>
  entry.personKey === person.personKey ||
  (entry.participantId !== null && entry.participantId === person.participantId) ||
  (entry.email !== null && entry.email === person.email);

export const findEntry = (state: RosterState, person: PersonMatch): RosterEntry | undefined => state.entries.find((entry) => isSamePerson(entry, person));

/** A participant as the roster may recognise them: by their address only once they proved it is theirs. */
const provenParticipant = (person: {
  readonly personKey: string;
  readonly participantId: string;
  readonly email: string;
  readonly emailVerified: boolean;
}): PersonMatch => ({
  personKey: person.personKey,
  participantId: person.participantId,
  email: person.emailVerified ? person.email : null,
});

/** The entry is the participant's own: listed under their account, not only under their address. */
const isOwnEntry = (entry: RosterEntry, person: { readonly personKey: string; readonly participantId: string }): boolean =>
  entry.personKey === person.personKey || entry.participantId === person.participantId;

export const confirmedCount = (state: RosterState): number => state.entries.filter((entry) => entry.status === "confirmed").length;

export const isInvitee = (entry: RosterEntry): boolean => entry.status !== "confirmed";

/** An erased person has no address a saved list could name: saving a list never drops them. */
const isNameable = (entry: RosterEntry): boolean => entry.email !== null;

const withEntry = (state: RosterState, replacedKey: string | null, entry: RosterEntry): RosterState => {
  const index = state.entries.findIndex((existing) => existing.personKey === (replacedKey ?? entry.personKey));
  if (index === -1) return { ...state, entries: [...state.entries, entry] };
  return { ...state, entries: state.entries.map((existing, at) => (at === index ? entry : existing)) };
};

const withoutEntry = (state: RosterState, personKey: string): RosterState => ({
  ...state,
  entries: state.entries.filter((entry) => entry.personKey !== personKey),
  removalRequests: state.removalRequests.filter((key) => key !== personKey),
});

const evolveEntries = (state: RosterState, event: RosterEvent): RosterState => {
  switch (event.type) {
    case "InviteeAdded": {
      const { personKey, email } = event.data;
      return withEntry(state, null, { personKey, email, status: "new", participantId: null });
    }
    case "InvitationSent": {
      const { personKey, email } = event.data;
      const existing = state.entries.find((entry) => entry.personKey === personKey);
      return withEntry(state, null, { personKey, email, status: "sent", participantId: existing?.participantId ?? null });
    }
    case "InviteeRemoved":
      return withoutEntry(state, event.data.personKey);
    case "AttendeeRegistered": {
      const { personKey, email, participantId, replacesPersonKey } = event.data;
      const takesOver = replacesPersonKey && replacesPersonKey !== personKey;
      const evaluations =
        takesOver && state.evaluations[replacesPersonKey] ? { ...state.evaluations, [personKey]: state.evaluations[replacesPersonKey]! } : state.evaluations;
      const evaluatedBy =
        takesOver && state.evaluatedBy[replacesPersonKey] ? { ...state.evaluatedBy, [personKey]: state.evaluatedBy[replacesPersonKey]! } : state.evaluatedBy;
      return { ...withEntry(state, replacesPersonKey, { personKey, email, status: "confirmed", participantId }), evaluations, evaluatedBy };
    }
    case "AttendeeRemoved": {
      const { [event.data.personKey]: _discarded, ...evaluations } = state.evaluations;
      const { [event.data.personKey]: _answeredBy, ...evaluatedBy } = state.evaluatedBy;
      return { ...withoutEntry(state, event.data.personKey), evaluations, evaluatedBy };
    }
    case "RegistrationRemovalRequested":
      return state.removalRequests.includes(event.data.personKey) ? state : { ...state, removalRequests: [...state.removalRequests, event.data.personKey] };
    case "AttendeeEvaluationRecorded": {
      const { personKey, surveyType, participantId } = event.data;
      const answered = state.evaluations[personKey] ?? [];
      const evaluatedBy = { ...state.evaluatedBy, [personKey]: participantId };
      return answered.includes(surveyType)
        ? { ...state, evaluatedBy }
        : { ...state, evaluations: { ...state.evaluations, [personKey]: [...answered, surveyType] }, evaluatedBy };
    }
    case "AttendeeEvaluationsDiscarded": {
      // The person's own records are keyed by their account (recordsOnOwnStream): those go, the roster's own stay.
      const { [event.data.participantId]: _discarded, ...evaluations } = state.evaluations;
      const { [event.data.participantId]: _answeredBy, ...evaluatedBy } = state.evaluatedBy;
      return { ...state, evaluations, evaluatedBy };
    }
    default:
      return state;
  }
};

const evolve = (state: RosterState, event: RosterEvent): RosterState => ({
  ...evolveEntries(state, event),
  waitingList: evolveWaitingList(state.waitingList, event),
});

/** The first of each person in a list (the same key or address twice counts once). */
const distinct = <P extends RosterPerson>(people: ReadonlyArray<P>): P[] => {
  const seen = new Set<string>();
  return people.filter((person) => {
    const fresh = !seen.has(person.personKey) && !seen.has(person.email);
    seen.add(person.personKey).add(person.email);
    return fresh;
  });
};

const inviteeAdded = (sessionId: string, person: RosterPerson, actorId: string, now: string): RosterEvent => ({
  type: "InviteeAdded",
  data: { sessionId, personKey: person.personKey, email: person.email, addedBy: actorId, addedAt: now },
});

/** Staff put people on the registered list: no capacity check (they record who attends). */
/** A confirmed attendee taken off the roster, the evaluations they had given discarded with their place. */
export const attendeeRemoved = (
  state: RosterState,
  sessionId: string,
  entry: RosterEntry,
  removal: { readonly removedBy: string; readonly removedAt: string; readonly confirmedCount: number },
): RosterEvent => ({
  type: "AttendeeRemoved",
  data: {
    sessionId,
    personKey: entry.personKey,
    email: entry.email,
    participantId: entry.participantId,
    discardedEvaluations: [...(state.evaluations[entry.personKey] ?? [])],
    ...removal,
  },
});

/** The registered attendees a saved registered list leaves out (an erased one, with no address to name, stays). */
const leavingAttendees = (state: RosterState, wanted: ReadonlyArray<RosterPerson>): RosterEntry[] =>
  state.entries.filter((entry) => entry.status === "confirmed" && isNameable(entry) && !wanted.some((person) => isSamePerson(entry, person)));

const registeredByStaff = (state: RosterState, sessionId: string, people: ReadonlyArray<RosterAttendee>, actorId: string, now: string): RosterEvent[] => {
  let count = confirmedCount(state);
  return people.flatMap((person): RosterEvent[] => {
    const existing = findEntry(state, person);
    if (existing?.status === "confirmed") return [];
    count += 1;
    return [
      {
        type: "AttendeeRegistered",
        data: {
          sessionId,
          personKey: person.personKey,
          email: person.email,
          participantId: person.participantId ?? existing?.participantId ?? null,
          replacesPersonKey: existing && existing.personKey !== person.personKey ? existing.personKey : null,
          selfRegistered: false,
          registeredBy: actorId,
          registeredAt: now,
          confirmedCount: count,
        },
      },
    ];
  });
};

const decide = (command: RosterCommand, state: RosterState): Either.Either<ReadonlyArray<RosterEvent>, DomainError> => {
  const { sessionId } = command;
  switch (command.type) {
    case "AddInvitees":
      return Either.right(
        distinct(command.invitees)
          .filter((person) => !findEntry(state, person))
          .map((person) => inviteeAdded(sessionId, person, command.actorId, command.now)),
      );

    case "AddWalkIn":
      return Either.right(registeredByStaff(state, sessionId, [command.attendee], command.actorId, command.now));

    case "MarkInvitationsSent":
      return Either.right(
        distinct(command.invitees).flatMap((person): RosterEvent[] => {
          const existing = findEntry(state, person);
          if (existing && existing.status !== "new") return [];
          const personKey = existing?.personKey ?? person.personKey;
          return [{ type: "InvitationSent", data: { sessionId, personKey, email: person.email, sentAt: command.now } }];
        }),
      );

    case "ReplaceInvitees": {
      const wanted = distinct(command.invitees);
      const removed = state.entries
        .filter((entry) => isInvitee(entry) && isNameable(entry) && !wanted.some((person) => isSamePerson(entry, person)))
        .map((entry): RosterEvent => ({
          type: "InviteeRemoved",
          data: { sessionId, personKey: entry.personKey, email: entry.email, removedBy: command.actorId, removedAt: command.now },
        }));
      const added = wanted.filter((person) => !findEntry(state, person)).map((person) => inviteeAdded(sessionId, person, command.actorId, command.now));
      return Either.right([...removed, ...added]);
    }

    case "ReplaceAttendees": {
      const wanted = distinct(command.attendees);
      const leaving = leavingAttendees(state, wanted);
      const evaluated = leaving.filter((entry) => (state.evaluations[entry.personKey] ?? []).some(isPostSessionEvaluation));
      if (evaluated.length > 0) {
        const emails = evaluated.map((entry) => entry.email ?? "an erased participant");
        return Either.left(new Conflict({ reason: message("roster.evaluatedCannotBeRemoved", { emails: emails.join(", ") }), field: "participantsEmails" }));
      }
      let count = confirmedCount(state);
      const removed = leaving.map((entry): RosterEvent => {
        count -= 1;
        return attendeeRemoved(state, sessionId, entry, { removedBy: command.actorId, removedAt: command.now, confirmedCount: count });
      });
      const afterRemovals = removed.reduce(evolve, state);
      return Either.right([...removed, ...registeredByStaff(afterRemovals, sessionId, wanted, command.actorId, command.now)]);
    }

    case "RegisterParticipant": {
      // Matched by address even while unproven, so one address is never on the roster twice.
      const existing = findEntry(state, command);
      if (existing?.status === "confirmed") {
        // A registration staff recorded under the address becomes the person's only once they prove the address.
        if (!command.emailVerified && !isOwnEntry(existing, command))
          return Either.left(new Conflict({ reason: message("emailVerification.staffListedVerifyFirst") }));
        return Either.right([]);
      }
      // A session over by today takes no more self-registrations; staff still record who attended (ReplaceAttendees).
      if (!isUpcoming(command.dates, command.today)) return Either.left(new Conflict({ reason: message("roster.sessionEnded") }));
      // A space held for them by an offer is theirs: registering takes it.
      const ownOffer = openOfferOf(state.waitingList, command.participantId);
      if (ownOffer && !hasExpired(ownOffer, command.now)) return Either.right(selfRegistration(state, command, ownOffer.offerId));
      // Spaces held for others and people waiting in line come first (issue 29).
      const waitingFirst = state.waitingList.waiting.length > 0;
      if (waitingFirst || !isRegistrationOpen(command.capacity, confirmedCount(state) + state.waitingList.offers.length))
        return Either.left(new Conflict({ reason: message("roster.sessionFull") }));
      return Either.right(selfRegistration(state, command, null));
    }

    case "RequestRemoval": {
      const entry = findEntry(state, provenParticipant(command));
      if (entry?.status !== "confirmed") return Either.left(new NotAllowed({ reason: message("roster.notRegistered") }));
      if (!isUpcoming(command.sessionDates, programmeDate(new Date(command.now)))) return Either.left(new Conflict({ reason: message("roster.sessionOver") }));
      return Either.right([
        {
          type: "RegistrationRemovalRequested",
          data: {
            sessionId,
            personKey: entry.personKey,
            email: command.email,
            participantId: command.participantId,
            reason: command.reason,
            requestedAt: command.now,
          },
        },
      ]);
    }

    case "RecordAttendeeEvaluation": {
      const personKey = findEntry(state, command)?.personKey ?? command.participantId;
      if ((state.evaluations[personKey] ?? []).includes(command.surveyType)) return Either.right([]);
      return Either.right([
        { type: "AttendeeEvaluationRecorded", data: { sessionId, personKey, participantId: command.participantId, surveyType: command.surveyType } },
      ]);
    }

    case "RecordConfirmationSent":
      return Either.right([{ type: "RegistrationConfirmationSent", data: { sessionId, personKey: command.personKey, sentAt: command.now } }]);

    case "AcceptOffer": {
      const offer = openOfferOf(state.waitingList, command.participantId);
      if (!offer || offer.offerId !== command.offerId || hasExpired(offer, command.now))
        return Either.left(new Conflict({ reason: message("waitingList.offerClosed") }));
      if (!isUpcoming(command.session.dates, command.session.today)) return Either.left(new Conflict({ reason: message("roster.sessionEnded") }));
      return Either.right(selfRegistration(state, command, offer.offerId));
    }

    default:
      return decideWaitingList(command, {
        waitingList: state.waitingList,
        confirmed: confirmedCount(state),
        isRegistered: (participantId) => findEntry(state, { participantId, personKey: participantId })?.status === "confirmed",
      });
  }
};

/**
 * A participant registers themself (§2.12): the registration, the offer they took (if a space was held
 * for them), and their special requirements (if any), in that order.
 */
const selfRegistration = (state: RosterState, command: RegisterParticipant | AcceptOffer, offerId: string | null): RosterEvent[] => {
  const { sessionId, personKey, email, participantId, now } = command;
  const existing = findEntry(state, command);
  const events: RosterEvent[] = [
    {
      type: "AttendeeRegistered",
      data: {
        sessionId,
        personKey,
        email,
        participantId,
        replacesPersonKey: existing && existing.personKey !== personKey ? existing.personKey : null,
        selfRegistered: true,
        registeredBy: participantId,
        registeredAt: now,
        confirmedCount: confirmedCount(state) + 1,
      },
    },
  ];
  if (offerId !== null) events.push({ type: "OfferAccepted", data: { sessionId, participantId, offerId, acceptedAt: now } });
  const requirements = command.message?.trim() ?? "";
  if (requirements !== "")
    events.push({
      type: "SpecialRequirementsGiven",
      data: { sessionId, personKey, email, requirementId: command.requirementId, message: requirements, givenAt: now },
    });
  return events;
};

/** A decision that may free a space ends by offering the free unheld spaces to the waiting list. */
const decideAndOffer = (command: RosterCommand, state: RosterState): Either.Either<ReadonlyArray<RosterEvent>, DomainError> =>
  Either.map(decide(command, state), (events) => {
    if (!("session" in command)) return events;
    const after = events.reduce(evolve, state);
    return [...events, ...offersOwed(after.waitingList, command.sessionId, confirmedCount(after), command.session, command.now)];
  });

/** A session's roster: invitees, registered attendees, removal requests, who answered which evaluation. */
export const rosterDecider: Decider<RosterCommand, RosterEvent, RosterState, DomainError> = {
  initialState: { entries: [], evaluations: {}, evaluatedBy: {}, removalRequests: [], waitingList: emptyWaitingList },
  evolve,
  decide: decideAndOffer,
};

/** Whether a participant (by account, or by their address once proven: pass null while unproven) is registered on this roster. */
export const isRegistered = (state: RosterState, person: { readonly participantId: string; readonly email: string | null }): boolean =>
  findEntry(state, person)?.status === "confirmed";

/**
 * Whether the roster records this evaluation of the person's (issue 25: one person counts once per
 * session and survey type, whichever entry, link or device it came through): on their entry, under
 * their account's key, or on any entry their account answered for.
 */
export const hasAnswered = (state: RosterState, person: { readonly participantId: string; readonly email: string | null }, surveyType: SurveyType): boolean => {
  const ownKey = findEntry(state, person)?.personKey ?? person.participantId;
  const answeredKeys = [ownKey, ...Object.entries(state.evaluatedBy).flatMap(([key, by]) => (by === person.participantId ? [key] : []))];
  return answeredKeys.some((key) => (state.evaluations[key] ?? []).includes(surveyType));
};

/**
 * The participant accounts whose evaluations a roster decision discards (§4: removing a registered
 * attendee deletes their evaluations of the session), read on the roster as it stood before it.
 */
export const discardedRespondents = (before: RosterState, events: ReadonlyArray<RosterEvent>): ReadonlyArray<string> =>
  events.flatMap((event) => {
    if (event.type !== "AttendeeRemoved" || event.data.discardedEvaluations.length === 0) return [];
    const participantId = before.evaluatedBy[event.data.personKey] ?? event.data.participantId;
    return participantId ? [participantId] : [];
  });

/** The key the roster records a participant's evaluation under: their entry's, else their account's. */
const recordKeyOf = (state: RosterState, person: { readonly participantId: string; readonly email: string | null }): string =>
  findEntry(state, person)?.personKey ?? person.participantId;

/**
 * Whether the participant's evaluation is recorded on their own stream for the session
 * (sessionPersonStream, issue 30): when the roster keys it by their account. An entry staff listed under
 * their address names no account, so what they answer through it stays on the roster, which a removal
 * of that entry reads.
 */
export const recordsOnOwnStream = (state: RosterState, person: { readonly participantId: string; readonly email: string | null }): boolean =>
  recordKeyOf(state, person) === person.participantId;

/**
 * The participants whose own records of the session's evaluations a roster command reads (issue 30):
 * the registered attendees it may take off (keyed by their account: the others' records are the
 * roster's own). A removal also writes each removed one's record (AttendeeEvaluationsDiscarded).
 */
export const personRecordsRead = (state: RosterState, command: RosterCommand): ReadonlyArray<string> =>
  command.type === "ReplaceAttendees"
    ? leavingAttendees(state, distinct(command.attendees)).flatMap((entry) => (entry.participantId === entry.personKey ? [entry.participantId] : []))
    : [];

/** The roster with the records of people's own streams on top (issue 30): what its decisions read. */
export const withPersonRecords = (state: RosterState, records: ReadonlyArray<PersonRecordEvent>): RosterState => records.reduce(evolve, state);

/** What a person's own record of a session's evaluations holds. */
export type PersonRecordEvent = Extract<RosterEvent, { readonly type: "AttendeeEvaluationRecorded" | "AttendeeEvaluationsDiscarded" }>;

export interface PersonRecordState {
  /** The survey types the record holds now. */
  readonly surveyTypes: ReadonlyArray<SurveyType>;
  /** Its events, for the roster's decisions to fold (withPersonRecords). */
  readonly events: ReadonlyArray<PersonRecordEvent>;
}

/**
 * A participant's own record of the evaluations they gave for a session (sessionPersonStream): the
 * submission records one there (once per survey type), a removal of theirs discards the lot.
 */
export const personRecordDecider: Decider<PersonRecordCommand, PersonRecordEvent, PersonRecordState, DomainError> = {
  initialState: { surveyTypes: [], events: [] },
  evolve: (state, event) => ({
    surveyTypes: event.type === "AttendeeEvaluationRecorded" ? [...new Set([...state.surveyTypes, event.data.surveyType])] : [],
    events: [...state.events, event],
  }),
  decide: (command, state) => {
    const { sessionId, participantId } = command;
    if (command.type === "DiscardAttendeeEvaluations") return Either.right([{ type: "AttendeeEvaluationsDiscarded", data: { sessionId, participantId } }]);
    if (state.surveyTypes.includes(command.surveyType)) return Either.right([]);
    return Either.right([{ type: "AttendeeEvaluationRecorded", data: { sessionId, personKey: participantId, participantId, surveyType: command.surveyType } }]);
  },
};
