import { Either } from "effect";
import type { SurveyType } from "../constants";
import { message } from "../i18n/translate";
import { Conflict, NotAllowed, type DomainError } from "../shared/domainError";
import { firstDateOf } from "../sessions/format";

// Evaluations are bound to attendance (issue 24 §1): who may answer which of a session's evaluations,
// and when. Pure: the handler says what the roster and the account say, and what day it is (UK).

/** Who answers, as the write side knows them when the submission is decided. */
export type SubmittingRespondent =
  /** Nobody logged in and no personal link: a visitor, linked to no one (the pre-course evaluation only). */
  | { readonly kind: "visitor" }
  | {
      readonly kind: "person";
      /** A confirmed attendee of the session on its roster (by account, or by an address they proved). */
      readonly registered: boolean;
      /** The roster already records this evaluation of theirs for the session (on any device, under any entry of theirs). */
      readonly alreadyAnswered: boolean;
    };

/** The pre-course evaluation comes before the course; every other one (post, the trainer courses', the follow-ups) after attending. */
const isAttendedEvaluation = (surveyType: SurveyType): boolean => surveyType !== "pre-course";

/** The session has started by this day (YYYY-MM-DD, UK time): its first date is today or earlier. */
export const hasStarted = (dates: ReadonlyArray<{ readonly sessionDate: string }>, today: string): boolean => {
  const first = firstDateOf(dates);
  return first !== null && first <= today;
};

/**
 * Issue 24 §1, issue 25: a person answers each of a session's evaluations once (a second: Conflict,
 * §8's text); a post-type evaluation only as a registered attendee, from the session's first day on.
 * A visitor's pre-course response is accepted and counts for no one.
 */
export const checkAttendance = (
  respondent: SubmittingRespondent,
  surveyType: SurveyType,
  session: { readonly dates: ReadonlyArray<{ readonly sessionDate: string }> },
  today: string,
): Either.Either<void, DomainError> => {
  if (respondent.kind === "visitor") return Either.void;
  if (respondent.alreadyAnswered) return Either.left(new Conflict({ reason: message("survey.alreadySubmitted") }));
  if (!isAttendedEvaluation(surveyType)) return Either.void;
  if (!respondent.registered) return Either.left(new NotAllowed({ reason: message("survey.notRegisteredForSession") }));
  if (!hasStarted(session.dates, today)) return Either.left(new NotAllowed({ reason: message("survey.notStartedYet") }));
  return Either.void;
};

/**
 * Issue 24 §1: the trainer sign-up is offered after the Train the Trainer evaluation to a person whose
 * address is proven and who attended that session (registered on it, and it has started).
 */
export const offersTrainerSignUp = (facts: {
  readonly surveyType: SurveyType;
  readonly emailVerified: boolean;
  readonly registered: boolean;
  readonly started: boolean;
}): boolean => facts.surveyType === "post-train-the-trainer" && facts.emailVerified && facts.registered && facts.started;
