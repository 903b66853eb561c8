import type { Course, Module, SurveyType } from "../constants";
import { evaluationToOffer } from "../roster/evaluationOffer";
import { isPostSessionEvaluation } from "../roster/registration";
import { addMonths, FOLLOW_UP_MONTHS, FOLLOW_UP_SURVEY_TYPES, type FollowUpSurveyType } from "../sessionMail/scheduling";
import { firstDateOf, isUpcoming, lastDateOf, type DateLike } from "../sessions/format";
import { postSurveyTypeOf } from "../sessions/surveyLinks";

// Where a participant stands on their course (§2.6, §4): which sessions are still to come, which are
// over, and which evaluations wait for them. Pure: the caller says what day it is (YYYY-MM-DD, UK time).

interface DatedSession {
  readonly dates: ReadonlyArray<DateLike>;
}

const firstDay = (session: DatedSession): string => firstDateOf(session.dates) ?? "";
const lastDay = (session: DatedSession): string => lastDateOf(session.dates) ?? "";

/** The participant's sessions split as My course shows them (§4: upcoming while the last date is today or later): upcoming soonest first, completed most recent first. */
export const splitByDate = <S extends DatedSession>(sessions: ReadonlyArray<S>, today: string): { readonly upcoming: S[]; readonly completed: S[] } => ({
  upcoming: sessions
    .filter((session) => isUpcoming(session.dates, today))
    .sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || lastDay(a).localeCompare(lastDay(b))),
  completed: sessions
    .filter((session) => !isUpcoming(session.dates, today))
    .sort((a, b) => lastDay(b).localeCompare(lastDay(a)) || firstDay(b).localeCompare(firstDay(a))),
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
  /** What the survey link names (§9): the session's short id, or the course for a follow-up. */
  readonly surveyId: string;
}

type GivenEvaluations = ReadonlyArray<{ readonly sessionId: string; readonly surveyType: SurveyType }>;

/** The evaluation each session's details page offers, one per session at most, in the sessions' order. */
const sessionEvaluationsWaiting = <S extends JourneySession>(sessions: ReadonlyArray<S>, given: GivenEvaluations, today: string): Array<WaitingEvaluation<S>> =>
  sessions.flatMap((session) => {
    const evaluations = given.filter((response) => response.sessionId === session.id).map((response) => response.surveyType);
    const surveyType = evaluationToOffer({ dates: session.dates, modules: session.modules, evaluations }, today);
    return surveyType ? [{ session, surveyType, surveyId: session.shortId }] : [];
  });

/**
 * The follow-up due for a course, or null (§9: at 3 and 6 months). It is counted from the last day of
 * the participant's latest session of the course's own modules (the trainer courses have none). The
 * 3-month one waits from then until it is given or the 6-month one is due; the 6-month one until it is given.
 */
const followUpDue = (lastDay: string, givenTypes: ReadonlyArray<SurveyType>, today: string): FollowUpSurveyType | null => {
  const due = FOLLOW_UP_SURVEY_TYPES.filter((surveyType) => addMonths(lastDay, FOLLOW_UP_MONTHS[surveyType]) <= today).at(-1);
  return due === undefined || givenTypes.includes(due) ? null : due;
};

/** The follow-ups waiting: one per course at most, named by the course's latest finished session of its own modules. */
const followUpsWaiting = <S extends JourneySession>(sessions: ReadonlyArray<S>, given: GivenEvaluations, today: string): Array<WaitingEvaluation<S>> => {
  const courses = [...new Set(sessions.map((session) => session.course))];
  return courses.flatMap((course) => {
    const ofCourse = sessions.filter((session) => session.course === course);
    const latest = ofCourse
      .filter((session) => postSurveyTypeOf(session.modules) === "post" && lastDay(session) !== "" && lastDay(session) < today)
      .sort((a, b) => lastDay(a).localeCompare(lastDay(b)))
      .at(-1);
    if (latest === undefined) return [];
    const sessionIds = new Set(ofCourse.map((session) => session.id));
    const givenTypes = given.filter((response) => sessionIds.has(response.sessionId)).map((response) => response.surveyType);
    const surveyType = followUpDue(lastDay(latest), givenTypes, today);
    return surveyType ? [{ session: latest, surveyType, surveyId: course }] : [];
  });
};

/**
 * The evaluations waiting for the participant: each session's (the one its details page offers), in
 * the order the sessions are given, then each course's follow-up that is due.
 */
export const evaluationsWaiting = <S extends JourneySession>(
  sessions: ReadonlyArray<S>,
  given: GivenEvaluations,
  today: string,
): Array<WaitingEvaluation<S>> => [...sessionEvaluationsWaiting(sessions, given, today), ...followUpsWaiting(sessions, given, today)];

/** Whether the post-session evaluation of a session was given: its certificates come after it (§2.13, §4). */
export const postEvaluationGiven = (sessionId: string, given: ReadonlyArray<{ readonly sessionId: string; readonly surveyType: SurveyType }>): boolean =>
  given.some((response) => response.sessionId === sessionId && isPostSessionEvaluation(response.surveyType));
