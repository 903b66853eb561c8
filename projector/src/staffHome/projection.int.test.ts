import { describe, expect, it } from "vitest";
import type { DomainEvent, SurveyType } from "@wellbeing/domain";
import { projectionSpec } from "../testing/projectionSpec";
import { staffHomeProjection } from "./projection";
import type { SessionReachRow } from "@wellbeing/platform";

// The dashboard's reach per session: who delivers it, the participants it reached and the responses by survey type.

const spec = projectionSpec([staffHomeProjection]);
const session = "0190a000-0000-7000-8000-00000000a007";
const trainer = "0190a000-0000-7000-8000-00000000c007";
const partner = "0190a000-0000-7000-8000-00000000c008";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const details = (trainerIds: string[]) => ({
  course: "C5" as const,
  modules: ["1" as const],
  dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
  capacity: 12,
  remote: true,
  address: null,
  meetingPlatform: "zoom" as const,
  meetingLink: "https://zoom.us/j/1",
  trainerIds,
  contactEmail: null,
  extraInfo: null,
});
const onSession = (event: DomainEvent) => ({ streamId: `session-${session}`, event });
const onRoster = (event: DomainEvent) => ({ streamId: `roster-${session}`, event });

const scheduled = onSession({
  type: "SessionScheduled",
  data: { sessionId: session, shortId: "dash2345", ...details([trainer]), scheduledBy: trainer, scheduledAt: at(0) },
});
const partnerAdded = onSession({
  type: "SessionEdited",
  data: { sessionId: session, ...details([trainer, partner]), previousDates: details([]).dates, scheduledBy: trainer, editedBy: trainer, editedAt: at(1) },
});
const responded = (surveyType: SurveyType) => onSession({ type: "SessionResponseRecorded", data: { sessionId: session, surveyType } });
const withdrawn = (surveyType: SurveyType) => onSession({ type: "SessionResponseWithdrawn", data: { sessionId: session, surveyType } });
const registered = (personKey: string, confirmedCount: number) =>
  onRoster({
    type: "AttendeeRegistered",
    data: {
      sessionId: session,
      personKey,
      email: null,
      participantId: null,
      replacesPersonKey: null,
      selfRegistered: false,
      registeredBy: trainer,
      registeredAt: at(2),
      confirmedCount,
    },
  });
const removed = (personKey: string, confirmedCount: number) =>
  onRoster({
    type: "AttendeeRemoved",
    data: { sessionId: session, personKey, email: null, participantId: null, discardedEvaluations: [], removedBy: trainer, removedAt: at(3), confirmedCount },
  });
const deleted = onSession({
  type: "SessionDeleted",
  data: { sessionId: session, shortId: "dash2345", trainerIds: [trainer, partner], deletedBy: trainer, deletedAt: at(4) },
});

const reachOf = (rows: SessionReachRow[]) =>
  rows.map(({ trainer_ids, participant_count, response_count, survey_responses }) => ({ trainer_ids, participant_count, response_count, survey_responses }));

describe("the dashboard projection", () => {
  it("counts the participants left confirmed and the responses by survey type, in any batch split", async () => {
    const expected = [{ trainer_ids: [trainer, partner], participant_count: 1, response_count: 3, survey_responses: { "pre-course": 2, post: 1 } }];
    const apart = await spec.given(
      [scheduled],
      [partnerAdded],
      [registered("ana", 1), registered("ben", 2)],
      [responded("pre-course")],
      [removed("ben", 1), responded("pre-course"), responded("post")],
    );
    expect(apart.failures).toEqual([]);
    expect(reachOf(await apart.rows<SessionReachRow>("session_reach"))).toEqual(expected);

    const together = await spec.given([
      scheduled,
      partnerAdded,
      registered("ana", 1),
      registered("ben", 2),
      responded("pre-course"),
      removed("ben", 1),
      responded("pre-course"),
      responded("post"),
    ]);
    expect(together.failures).toEqual([]);
    expect(reachOf(await together.rows<SessionReachRow>("session_reach"))).toEqual(expected);
  });

  it("takes a removed attendee's withdrawn responses off the counts (§4), in any batch split, never below none", async () => {
    const expected = [{ trainer_ids: [trainer], participant_count: 1, response_count: 1, survey_responses: { "pre-course": 1, "3-months-follow-up": 0 } }];
    const events = [
      scheduled,
      registered("ana", 1),
      registered("ben", 2),
      responded("pre-course"),
      responded("pre-course"),
      responded("3-months-follow-up"),
      removed("ben", 1),
      withdrawn("pre-course"),
      withdrawn("3-months-follow-up"),
    ];
    for (const batches of [[events], events.map((event) => [event])]) {
      const projected = await spec.given(...batches);
      expect(projected.failures).toEqual([]);
      expect(reachOf(await projected.rows<SessionReachRow>("session_reach"))).toEqual(expected);
    }
    const past = await spec.given([scheduled, withdrawn("post")]);
    expect(reachOf(await past.rows<SessionReachRow>("session_reach"))).toEqual([
      { trainer_ids: [trainer], participant_count: 0, response_count: 0, survey_responses: { post: 0 } },
    ]);
  });

  it("forgets a deleted session, and ignores what comes for it later or for a session it never saw", async () => {
    const gone = await spec.given([scheduled, registered("ana", 1)], [deleted], [responded("post"), registered("ben", 2), partnerAdded]);
    expect(gone.failures).toEqual([]);
    expect(await gone.rows("session_reach")).toEqual([]);

    const unknown = await spec.given([responded("post"), registered("ana", 1), partnerAdded]);
    expect(unknown.failures).toEqual([]);
    expect(await unknown.rows("session_reach")).toEqual([]);
  });

  it("counts the responses on the session's gate streams (issue 30) with those on its own stream, and ignores the gates' closing", async () => {
    const onGate = (gate: number, event: DomainEvent) => ({ streamId: `sessionGate-${session}-${gate}`, event });
    const gateResponded = (gate: number, surveyType: SurveyType) => onGate(gate, { type: "SessionResponseRecorded", data: { sessionId: session, surveyType } });
    const projected = await spec.given(
      [scheduled, responded("pre-course"), gateResponded(3, "pre-course"), gateResponded(11, "post")],
      [onGate(11, { type: "SessionResponseWithdrawn", data: { sessionId: session, surveyType: "post" } })],
    );
    expect(projected.failures).toEqual([]);
    expect(reachOf(await projected.rows<SessionReachRow>("session_reach"))).toEqual([
      { trainer_ids: [trainer], participant_count: 0, response_count: 2, survey_responses: { "pre-course": 2, post: 0 } },
    ]);

    const closed = await spec.given([scheduled], [deleted, onGate(0, { type: "SessionGateClosed", data: { sessionId: session } })]);
    expect(closed.failures).toEqual([]);
    expect(await closed.rows("session_reach")).toEqual([]);
  });
});
