import type { Course } from "../constants";
import { startsCourse } from "../roster/registration";
import type { SessionState } from "../sessions/decider";
import { firstDateOf } from "../sessions/format";
import { holdsResponse, type EvaluationState } from "./decider";

// Where a removed attendee's pre-course response goes (§4: 'pre-course evaluations move to another
// attended session if any').

/** Another session of the person's, as the write side read it: its stream, whether its roster lists them, their responses to it. */
export interface DestinationCandidate {
  readonly sessionId: string;
  readonly session: SessionState;
  readonly attends: boolean;
  readonly evaluations: EvaluationState;
}

/**
 * The session the pre-course response moves to: one of the same course that is still scheduled, lists
 * the person as registered and holds no pre-course response of theirs; a session with module 1 (where
 * the pre-course evaluation is asked) first, then the earliest. None: null, and the response is deleted.
 */
export const preCourseDestination = (course: Course, removedFrom: string, candidates: ReadonlyArray<DestinationCandidate>): string | null => {
  const eligible = candidates.flatMap(({ sessionId, session, attends, evaluations }) =>
    sessionId !== removedFrom && session.status === "scheduled" && session.course === course && attends && !holdsResponse(evaluations, "pre-course")
      ? [{ sessionId, startsCourse: startsCourse(session.modules), firstDate: firstDateOf(session.dates) ?? "" }]
      : [],
  );
  const [best] = eligible.sort(
    (a, b) => Number(b.startsCourse) - Number(a.startsCourse) || a.firstDate.localeCompare(b.firstDate) || a.sessionId.localeCompare(b.sessionId),
  );
  return best?.sessionId ?? null;
};
