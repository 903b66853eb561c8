import { Either } from "effect";
import type { SurveyType } from "../constants";
import type { SessionSpaces } from "../roster/commands";
import { attendeeRemoved, confirmedCount, findEntry, rosterDecider, type RosterState } from "../roster/decider";
import { isOnWaitingList, offersOwed } from "../roster/waitingList";
import type { RosterEvent } from "../roster/events";
import { isPostSessionEvaluation } from "../roster/registration";
import type { Decider } from "../shared/decider";
import type { DomainError } from "../shared/domainError";
import { hasSessionStarted } from "../sessions/start";

// Leaving the programme (issue 25): deleting one's account gives up one's places in sessions that have
// not started, so each counts as free again (the roster's own removal event, which a waiting list can
// follow), and keeps attendance of sessions that started, as anonymous figures once the person is erased.

/** The person leaving, as a roster may recognise them: their account, and their address once they proved it. */
export interface Leaver {
  readonly participantId: string;
  /** Their proven address (what staff listed under it is theirs), else null. */
  readonly email: string | null;
}

/**
 * Whether leaving gives up this place: the session has not started yet, and the person has not given
 * its post-session evaluation (someone who did is never taken off a session, §4).
 */
export const givesUpPlace = (
  place: {
    readonly dates: ReadonlyArray<{ readonly sessionDate: string; readonly startTime: string | null }>;
    readonly evaluations: ReadonlyArray<SurveyType>;
  },
  now: string,
): boolean => !hasSessionStarted(place.dates, now) && !place.evaluations.some(isPostSessionEvaluation);

/** Give up the leaver's place on one session's roster, if it is one leaving gives up (the handler judged the session's dates). */
export interface LeaveSession {
  readonly type: "LeaveSession";
  readonly sessionId: string;
  readonly leaver: Leaver;
  /** The session's capacity and dates: the place given up is offered to its waiting list. */
  readonly session: SessionSpaces;
  readonly now: string;
}

const leave = (command: LeaveSession, state: RosterState): ReadonlyArray<RosterEvent> => {
  const { sessionId, leaver, now } = command;
  const events: RosterEvent[] = [];
  const entry = findEntry(state, { personKey: leaver.participantId, participantId: leaver.participantId, email: leaver.email });
  const evaluations = entry ? (state.evaluations[entry.personKey] ?? []) : [];
  if (entry?.status === "confirmed" && !evaluations.some(isPostSessionEvaluation))
    events.push(attendeeRemoved(state, sessionId, entry, { removedBy: leaver.participantId, removedAt: now, confirmedCount: confirmedCount(state) - 1 }));
  // Off the session's waiting list too (an offer held for them goes with it).
  if (isOnWaitingList(state.waitingList, leaver.participantId))
    events.push({ type: "LeftWaitingList", data: { sessionId, participantId: leaver.participantId, removedBy: null, leftAt: now } });
  if (events.length === 0) return [];
  const after = events.reduce(rosterDecider.evolve, state);
  return [...events, ...offersOwed(after.waitingList, sessionId, confirmedCount(after), command.session, now)];
};

/** A session's roster as leaving decides on it: the roster's own state and events, this one decision. */
export const leavingRosterDecider: Decider<LeaveSession, RosterEvent, RosterState, DomainError> = {
  initialState: rosterDecider.initialState,
  evolve: rosterDecider.evolve,
  decide: (command, state) => Either.right(leave(command, state)),
};
