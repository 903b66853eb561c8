import type { Module, SurveyType } from "../constants";
import { lastDateOf, type DateLike } from "../sessions/format";
import { postSurveyTypeOf } from "../sessions/surveyLinks";
import { isPostSessionEvaluation, startsCourse } from "./registration";

// Which evaluation a participant's session details offer (§2.13, §4): the one that fits the date and the modules.

export interface EvaluatedSession {
  readonly dates: ReadonlyArray<DateLike>;
  readonly modules: ReadonlyArray<Module>;
  /** The evaluations the participant has completed for this session. */
  readonly evaluations: ReadonlyArray<SurveyType>;
}

/** True from the day of the session's last date on (YYYY-MM-DD, UK time): its post-session evaluation is due. */
const hasHappened = (dates: ReadonlyArray<DateLike>, today: string): boolean => {
  const last = lastDateOf(dates);
  return last !== null && last <= today;
};

/**
 * The evaluation to offer, or null: none once the post-session one is done (§2.13: the certificates
 * come after it); a course's first session asks for the pre-course evaluation until it is done (the
 * survey asks for it before any other); the post-session one comes once the session has happened.
 */
export const evaluationToOffer = (session: EvaluatedSession, today: string): SurveyType | null => {
  if (session.evaluations.some(isPostSessionEvaluation)) return null;
  if (startsCourse(session.modules) && !session.evaluations.includes("pre-course")) return "pre-course";
  if (hasHappened(session.dates, today)) return postSurveyTypeOf(session.modules);
  return null;
};
