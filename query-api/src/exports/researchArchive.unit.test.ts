import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { questionnaireOf, visibleGroups, type LoggedEvent } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { researchPseudonymiser, researchZip, startResearchReplay } from "./researchArchive";
import { failingDeflateWorker } from "./testing/failingDeflateWorker";

// The research export's bytes over a fixed log, held to a digest taken before its replay was made
// faster (issue 30): any change to what it writes, however small, fails here.

const ASOF = "2026-03-31";
const KEY = "golden-research-key";

/** A fixed log: sessions (edited, some deleted), consented and declined responses, moves, withdrawals, attendance, a consent withdrawn. */
const goldenLog = (): LoggedEvent[] => {
  let seed = 11;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
  const complete = completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
  const awkward = ['He said "yes", then no', "=1+1", "-3", "@home", "line\nbreak", "Gŵr", "plain"];
  const answersOf = () =>
    Object.fromEntries(
      Object.entries(complete)
        .filter(() => next(6) !== 0)
        .map(([code, value]) => [code, typeof value.answer === "string" && next(8) === 0 ? awkward[next(awkward.length)]! : value.answer]),
    );
  const events: LoggedEvent[] = [];
  let minute = 0;
  const at = () => new Date(Date.parse("2026-03-01T09:00:00Z") + minute++ * 3_600_000);
  const sessions = Array.from({ length: 12 }, (_, index) => `session-${index}`);
  const scheduled = (sessionId: string, type: "SessionScheduled" | "SessionEdited") => ({
    type,
    recordedAt: at(),
    data: {
      sessionId,
      dates: [{ sessionDate: `2026-03-${String(10 + next(15)).padStart(2, "0")}` }, { sessionDate: `2026-03-${String(10 + next(15)).padStart(2, "0")}` }],
      remote: next(2) === 0,
      trainerIds: [`trainer-${next(5)}`, ...(next(3) === 0 ? [`trainer-${next(5)}`] : [])],
    },
  });
  for (const sessionId of sessions) events.push(scheduled(sessionId, "SessionScheduled"));
  const submittedIds: Array<{ responseId: string; sessionId: string; surveyType: string }> = [];
  for (let index = 0; index < 400; index++) {
    const sessionId = sessions[next(sessions.length)]!;
    const surveyType = next(2) === 0 ? "pre-course" : "post";
    const responseId = `response-${index}`;
    submittedIds.push({ responseId, sessionId, surveyType });
    events.push({
      type: "EvaluationSubmitted",
      recordedAt: at(),
      data: {
        responseId,
        sessionId,
        surveyType,
        questionnaireVersion: "v1",
        respondent: `respondent-${index}`,
        course: next(4) === 0 ? "YP" : "C5",
        modules: next(2) === 0 ? ["1"] : ["1", "2"],
        answers: answersOf(),
        writtenAnswers: null,
        demographicsGiven: surveyType === "pre-course",
        disagreedToResearch: next(7) === 0,
        submittedAt: "2026-03-01T09:00:00Z",
      },
    });
    if (next(5) === 0) {
      const sessionId2 = sessions[next(sessions.length)]!;
      const person = `person-${next(30)}`;
      const mark = ["AttendanceRecorded", "NoShowRecorded", "AttendanceCorrected"][next(3)]!;
      events.push({
        type: mark,
        recordedAt: at(),
        data: { sessionId: sessionId2, sessionDate: "2026-03-12", personKey: person, to: next(2) === 0 ? "attended" : "notRecorded" },
      });
    }
    if (next(25) === 0) events.push(scheduled(sessions[next(sessions.length)]!, "SessionEdited"));
    if (index % 40 === 39) {
      const gone = submittedIds[next(submittedIds.length)]!;
      const movedTo = gone.surveyType === "pre-course" && next(2) === 0 ? sessions[next(sessions.length)]! : null;
      events.push({ type: "EvaluationWithdrawn", recordedAt: at(), data: { responseId: gone.responseId, surveyType: gone.surveyType, movedTo } });
      if (movedTo !== null)
        events.push({ type: "EvaluationMovedIn", recordedAt: at(), data: { responseId: gone.responseId, sessionId: movedTo, surveyType: gone.surveyType } });
    }
  }
  events.push({ type: "SessionDeleted", recordedAt: at(), data: { sessionId: sessions[3]! } });
  events.push({ type: "ResultsAccessConsentRecorded", recordedAt: at(), data: { userId: "trainer-4", consent: false } });
  // After the day's end: left out.
  events.push({ ...events[20]!, recordedAt: new Date("2026-04-02T12:00:00Z") });
  return events;
};

const goldenDataset = () => {
  const replay = startResearchReplay(ASOF, researchPseudonymiser(KEY));
  for (const event of goldenLog()) replay.add(event);
  return replay.dataset();
};

describe("the research export's bytes", () => {
  it("over a fixed log are the bytes they were before the replay was made faster (issue 30)", async () => {
    const dataset = goldenDataset();
    expect(dataset.count).toBeGreaterThan(150);
    expect(
      createHash("sha256")
        .update(await researchZip(dataset, ASOF))
        .digest("hex"),
    ).toBe("7fd61004d799497587643ff3fc323b0c8d06aa1b5848a92573a00145a17ae6fe");
  });

  it("are none when the compressing worker fails: the archive rejects with the worker's error, its writer stops and the worker is terminated", async () => {
    const failure = new Error("Worker exited with code 1");
    const failing = failingDeflateWorker(failure);
    await expect(researchZip(goldenDataset(), ASOF, failing.start)).rejects.toBe(failure);
    expect(failing.seen).toMatchObject({ failed: true, terminated: true, pushedAfterFailure: 0 });
  });
});
