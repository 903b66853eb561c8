import type { SurveyType } from "../constants";
import { responseRate } from "./reach";
import { responseRateBase } from "../attendance/responseBase";
import { postSurveyTypeOf } from "../sessions/surveyLinks";
import type { ToDoItem, ToDoKind, ToDoSession } from "./answers";
import { shiftDay } from "./calendarDays";
import { STAFF_HOME_RULES } from "./rules";

// The staff home's 'what needs doing' (§2.6): each item a session and the screen that resolves it.

/** What the rules read of one session in the viewer's scope, as the read models hold it. */
export interface SessionToDoFacts {
  readonly session: ToDoSession;
  readonly capacity: number;
  /** Confirmed attendees. */
  readonly attendees: number;
  /** How many the register says came (any date), null while it holds no mark: the response rate's base (issue 29). */
  readonly came: number | null;
  /** Someone was invited: an invitation e-mail went, or one is scheduled and not cancelled. */
  readonly invitationsSent: boolean;
  /** The survey types of the evaluation e-mails sent, or scheduled and not cancelled. */
  readonly evaluationEmails: ReadonlyArray<SurveyType>;
  /** Responses so far, by survey type. */
  readonly responses: Partial<Record<SurveyType, number>>;
  /** Confirmed attendees who have not taken the module before this session's (attendeesWhoMissedPreviousModule). */
  readonly attendeesWhoMissedModules: number;
  /** Open requests to be taken off the session. */
  readonly removalRequests: number;
  /** The session's dates before today whose register holds no mark (issue 29). */
  readonly datesWithoutRegister: number;
  /** People on its waiting list still waiting, and the spaces open offers hold (issue 29). */
  readonly waiting: number;
  readonly heldOffers: number;
}

/** The order items are listed in: the order, which is also roughly how soon each bites. */
const TO_DO_ORDER: ReadonlyArray<ToDoKind> = [
  "offerFreeSpaces",
  "inviteParticipants",
  "takeRegister",
  "sendEvaluation",
  "lowResponseRate",
  "missedModules",
  "removalRequests",
];

const span = (session: ToDoSession) => {
  const days = session.dates.map((date) => date.sessionDate).sort();
  return { first: days[0] ?? "", last: days[days.length - 1] ?? "" };
};

/**
 * The oldest last date a session may have and still need something (its evaluation, its responses):
 * what the read side narrows its candidates by before the rules decide.
 */
export const toDoHorizon = (today: string): string => shiftDay(today, -STAFF_HOME_RULES.finishedWithinDays);

/** Whether a session ended recently enough, with attendees, for its evaluation to be chased. */
const finishedRecently = (facts: SessionToDoFacts, today: string): boolean => {
  const { last } = span(facts.session);
  return last < today && last >= toDoHorizon(today) && facts.attendees > 0;
};

/** The items one session needs: none, or several (a finished session's evaluation, and its removal requests). */
const sessionToDo = (facts: SessionToDoFacts, today: string): ToDoItem[] => {
  const { session } = facts;
  const { first, last } = span(session);
  const items: ToDoItem[] = [];
  const spacesRemaining = Math.max(0, facts.capacity - facts.attendees);
  if (first >= today && first <= shiftDay(today, STAFF_HOME_RULES.startingWithinDays) && spacesRemaining > 0 && !facts.invitationsSent) {
    items.push({ kind: "inviteParticipants", session, spacesRemaining });
  }
  if (finishedRecently(facts, today) && facts.datesWithoutRegister > 0) items.push({ kind: "takeRegister", session, dates: facts.datesWithoutRegister });
  if (finishedRecently(facts, today)) {
    const postType = postSurveyTypeOf(session.modules);
    const responses = facts.responses[postType] ?? 0;
    // Until the evaluation is e-mailed a low rate says nothing new: the e-mail is what needs doing (unless everyone answered anyway).
    if (!facts.evaluationEmails.includes(postType)) {
      if (responses < facts.attendees) items.push({ kind: "sendEvaluation", session, attendees: facts.attendees });
    } else {
      // Over those who came, as the session's results count it (the registered while no register was taken).
      const { attendees } = responseRateBase(facts.attendees, facts.came);
      const rate = responseRate(responses, attendees);
      if (rate < STAFF_HOME_RULES.lowResponseRatePercent) items.push({ kind: "lowResponseRate", session, responseRate: rate, responses, attendees });
    }
  }
  if (last >= today && facts.attendeesWhoMissedModules > 0) items.push({ kind: "missedModules", session, attendees: facts.attendeesWhoMissedModules });
  // A space nobody holds while people wait (the roster offers each as it frees, so this is one it could not: staff offer it by hand).
  const freeSpaces = facts.capacity - facts.attendees - facts.heldOffers;
  if (last >= today && facts.waiting > 0 && freeSpaces > 0) items.push({ kind: "offerFreeSpaces", session, waiting: facts.waiting, freeSpaces });
  if (facts.removalRequests > 0) items.push({ kind: "removalRequests", session, requests: facts.removalRequests });
  return items;
};

/** Everything that needs doing across the viewer's sessions: by kind (TO_DO_ORDER), then soonest first date, then session. */
export const whatNeedsDoing = (sessions: ReadonlyArray<SessionToDoFacts>, today: string): ToDoItem[] =>
  sessions
    .flatMap((facts) => sessionToDo(facts, today))
    .sort(
      (a, b) =>
        TO_DO_ORDER.indexOf(a.kind) - TO_DO_ORDER.indexOf(b.kind) ||
        span(a.session).first.localeCompare(span(b.session).first) ||
        a.session.id.localeCompare(b.session.id),
    );

/**
 * §8's response-rate warning: some survey of some session has more responses than the session has
 * confirmed attendees (attendees were taken off the list after answering, or never put on it).
 */
export const responseRateOverFull = (sessions: ReadonlyArray<Pick<SessionToDoFacts, "attendees" | "responses">>): boolean =>
  sessions.some((facts) => Object.values(facts.responses).some((responses) => (responses ?? 0) > facts.attendees));
