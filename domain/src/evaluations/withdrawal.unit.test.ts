import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider";
import { sessionDecider, type SessionState } from "../sessions/decider";
import { scheduled } from "../sessions/testFixtures";
import { evaluationDecider, type EvaluationState } from "./decider";
import { preCourseDestination, type DestinationCandidate } from "./withdrawal";

const REMOVED_FROM = "s-removed";

const sessionOf = (sessionId: string, overrides: Record<string, unknown> = {}): SessionState => {
  const event = scheduled(["trainer-1"], "trainer-1", overrides);
  return foldEvents(sessionDecider, [{ ...event, data: { ...event.data, sessionId } }]);
};

const none: EvaluationState = evaluationDecider.initialState;
const holdingPreCourse: EvaluationState = { responses: [{ surveyType: "pre-course", responseId: "r-9" }] };

const candidate = (sessionId: string, overrides: Partial<DestinationCandidate> & { sessionOverrides?: Record<string, unknown> } = {}): DestinationCandidate => {
  const { sessionOverrides, ...rest } = overrides;
  return { sessionId, session: sessionOf(sessionId, sessionOverrides), attends: true, evaluations: none, ...rest };
};

const dated = (sessionDate: string) => ({ dates: [{ sessionDate, startTime: null, endTime: null }] });

describe("where a removed attendee's pre-course response moves (§4)", () => {
  it("given no other session of theirs, then nowhere: it is deleted", () => {
    expect(preCourseDestination("C5", REMOVED_FROM, [])).toBeNull();
  });

  it("given another scheduled session of the same course they attend, then it moves there", () => {
    expect(preCourseDestination("C5", REMOVED_FROM, [candidate("s-2", { sessionOverrides: { course: "C5" } })])).toBe("s-2");
  });

  it("never to the session they were removed from, another course, a deleted session, one they left, or one holding their pre-course", () => {
    const deleted: DestinationCandidate = { ...candidate("s-deleted"), session: { status: "deleted", sessionId: "s-deleted" } };
    const candidates = [
      candidate(REMOVED_FROM, { sessionOverrides: { course: "C5" } }),
      candidate("s-other-course", { sessionOverrides: { course: "C6" } }),
      deleted,
      candidate("s-left", { sessionOverrides: { course: "C5" }, attends: false }),
      candidate("s-answered", { sessionOverrides: { course: "C5" }, evaluations: holdingPreCourse }),
    ];
    expect(preCourseDestination("C5", REMOVED_FROM, candidates)).toBeNull();
  });

  it("prefers a session with module 1 (where pre-course is asked), then the earliest", () => {
    const later = candidate("s-later", { sessionOverrides: { course: "C5", modules: ["2"], ...dated("2026-12-20") } });
    const earlier = candidate("s-earlier", { sessionOverrides: { course: "C5", modules: ["2"], ...dated("2026-12-01") } });
    const moduleOne = candidate("s-module-1", { sessionOverrides: { course: "C5", modules: ["1"], ...dated("2027-01-10") } });
    expect(preCourseDestination("C5", REMOVED_FROM, [later, earlier])).toBe("s-earlier");
    expect(preCourseDestination("C5", REMOVED_FROM, [later, earlier, moduleOne])).toBe("s-module-1");
  });
});
