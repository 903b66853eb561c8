import type { Course, Module, SurveyType } from "../constants";
import { evaluationToOffer } from "../roster/evaluationOffer";
import { isPostSessionEvaluation } from "../roster/registration";
import { firstDateOf, isUpcoming, lastDateOf, type DateLike } from "../sessions/format";

// Where a participant stands on their course (§2.6, §4): which sessions are still to come, which are
// over, and which evaluations wait for them. Pure: the caller says what day it is (YYYY-MM-DD, UK time).

export interface DatedSession {
  readonly dates: ReadonlyArray<DateLike>;
}

const firstDay = (session: DatedSession): string => firstDateOf(session.dates) ?? "";
const lastDay = (session: DatedSession): string => lastDateOf(session.dates) ?? "";

/** The participant's sessions split as My course shows them (§4: upcoming while the last date is today or later): upcoming soonest first, completed most recent first. */
export const splitByDate = <S extends DatedSession>(sessions: ReadonlyArray<S>, today: string): { readonly upcoming: S[]; readonly completed: S[] } => ({
  upcoming: sessions.filter((session) => isUpcoming(session.dates, today)).sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || lastDay(a).localeCompare(lastDay(b))),
  completed: sessions.filter((session) => !isUpcoming(session.dates, today)).sort((a, b) => lastDay(b).localeCompare(lastDay(a)) || firstDay(b).localeCompare(firstDay(a))),
});

export interface JourneySession extends DatedSession {
  readonly id: string;
  readonly shortId: string;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
}

export interface WaitingEvaluation<S extends JourneySession> {
  readonly session: S;
  readonly surveyType: SurveyType;
}

/**
 * The evaluations waiting for the participant, one per session at most (the one its details page
 * offers), in the order the sessions are given.
 */
export const evaluationsWaiting = <S extends JourneySession>(
  sessions: ReadonlyArray<S>,
  given: ReadonlyArray<{ readonly sessionId: string; readonly surveyType: SurveyType }>,
  today: string,
): Array<WaitingEvaluation<S>> =>
  sessions.flatMap((session) => {
    const evaluations = given.filter((response) => response.sessionId === session.id).map((response) => response.surveyType);
    const surveyType = evaluationToOffer({ dates: session.dates, modules: session.modules, evaluations }, today);
    return surveyType ? [{ session, surveyType }] : [];
  });

/** Whether the post-session evaluation of a session was given: its certificates come after it (§2.13, §4). */
export const postEvaluationGiven = (sessionId: string, given: ReadonlyArray<{ readonly sessionId: string; readonly surveyType: SurveyType }>): boolean =>
  given.some((response) => response.sessionId === sessionId && isPostSessionEvaluation(response.surveyType));
