import type { Course } from "../constants";
import { startsCourse } from "../roster/registration";
import type { SessionState } from "../sessions/decider";
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

const firstDate = (session: SessionState): string => (session.status === "scheduled" ? (session.dates.map((date) => date.sessionDate).sort()[0] ?? "") : "");

/**
 * The session the pre-course response moves to: one of the same course that is still scheduled, lists
 * the person as registered and holds no pre-course response of theirs; a session with module 1 (where
 * the pre-course evaluation is asked) first, then the earliest. None: null, and the response is deleted.
 */
export const preCourseDestination = (course: Course, removedFrom: string, candidates: ReadonlyArray<DestinationCandidate>): string | null => {
  const eligible = candidates.filter(
    (candidate) =>
      candidate.sessionId !== removedFrom &&
      candidate.session.status === "scheduled" &&
      candidate.session.course === course &&
      candidate.attends &&
      !holdsResponse(candidate.evaluations, "pre-course"),
  );
  const rank = (candidate: DestinationCandidate): [number, string, string] => [
    candidate.session.status === "scheduled" && startsCourse(candidate.session.modules) ? 0 : 1,
    firstDate(candidate.session),
    candidate.sessionId,
  ];
  const [best] = [...eligible].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1].localeCompare(rb[1]) || ra[2].localeCompare(rb[2]);
  });
  return best?.sessionId ?? null;
};
