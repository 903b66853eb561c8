import { UnavailableError, WrongExpectedVersionError } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { WrongExpectedRevision, type NewEvent, type StreamAppend } from "../port";
import { MalformedAppend } from "../streamShares";
import { expectedStateOf, refusalOf, revisionsOf, toAppendRequests } from "./appendRequests";

const event = (type: string, data: Record<string, unknown>, eventId = "0196a1b2-0000-7000-8000-000000000001"): NewEvent => ({
  eventId,
  type,
  data,
  metadata: { actorId: "u-1", correlationId: "c-1", causationId: null, occurredAt: "2026-03-02T10:00:00.000Z", schemaVersion: 2 },
});

const submission: StreamAppend[] = [
  { streamId: "evaluation-s1-p9", events: [event("EvaluationSubmitted", { score: 4 })], expectedRevision: "no_stream" },
  { streamId: "session-s1", events: [event("SessionResponseRecorded", { surveyType: "post" }, "0196a1b2-0000-7000-8000-000000000002")], expectedRevision: 7n },
  { streamId: "respondent-u1", events: [event("RespondentPseudonymAssigned", {}, "0196a1b2-0000-7000-8000-000000000003")], expectedRevision: "any" },
  { streamId: "roster-s1", events: [event("AttendeeEvaluationRecorded", {}, "0196a1b2-0000-7000-8000-000000000004")], expectedRevision: "stream_exists" },
];

/** A revision conflict as the server reports it (StreamRevisionConflictErrorDetails), decoded as the client does. */
const conflict = (stream: string, expectedRevision: string, actualRevision: string) =>
  WrongExpectedVersionError.fromRevisionConflict({ stream, expectedRevision, actualRevision });

describe("the request of an append across streams", () => {
  it("given each kind of expected revision, when mapped, then KurrentDB is asked for the same stream state", () => {
    expect([5n, "any", "no_stream", "stream_exists"].map((expected) => expectedStateOf(expected as never))).toEqual([5n, "any", "no_stream", "stream_exists"]);
  });

  it("given a submission's four shares, when mapped, then one request per stream in the order given, each with its expected state and its events as JSON", () => {
    const requests = toAppendRequests(submission);
    expect(requests.map((request) => [request.streamName, request.expectedState])).toEqual([
      ["evaluation-s1-p9", "no_stream"],
      ["session-s1", 7n],
      ["respondent-u1", "any"],
      ["roster-s1", "stream_exists"],
    ]);
    expect(requests[0]!.events).toEqual([
      {
        id: "0196a1b2-0000-7000-8000-000000000001",
        type: "EvaluationSubmitted",
        contentType: "application/json",
        data: { score: 4 },
        metadata: { actorId: "u-1", correlationId: "c-1", occurredAt: "2026-03-02T10:00:00.000Z", schemaVersion: "2" },
      },
    ]);
  });

  it("given an event's metadata, when mapped, then every value is a string (the only kind the multi-stream append takes) and nulls are left out", () => {
    for (const request of toAppendRequests(submission)) {
      for (const proposed of request.events)
        expect(Object.values(proposed.metadata as Record<string, unknown>).every((value) => typeof value === "string")).toBe(true);
    }
  });

  it.each([
    ["no shares", []],
    ["a share without events", [{ streamId: "session-s1", events: [], expectedRevision: "any" }]],
    ["one stream twice", [submission[1]!, { ...submission[1]!, expectedRevision: 8n }]],
  ] as const)("given %s, when mapped, then it is refused before anything is sent", (_case, appends) => {
    expect(() => toAppendRequests(appends as ReadonlyArray<StreamAppend>)).toThrow(MalformedAppend);
  });
});

describe("the answer to an append across streams", () => {
  it("given the server's revisions in the request's order, when read, then each share gets its stream's revision", () => {
    const answer = { position: 9_812n, responses: submission.map((share, index) => ({ streamName: share.streamId, revision: BigInt(index) })) };
    expect(revisionsOf(submission, answer)).toEqual([0n, 1n, 2n, 3n]);
  });

  it("given an answer that does not name a share's stream, when read, then it is not trusted", () => {
    const answer = { position: 9_812n, responses: [{ streamName: "session-s1", revision: 8n }] };
    expect(() => revisionsOf(submission, answer)).toThrow(/evaluation-s1-p9/);
  });

  it("given the session's count moved under the submission, when refused, then the port's WrongExpectedRevision names that stream, what was expected and what is there", () => {
    const refusal = refusalOf(conflict("session-s1", "7", "8"), submission);
    expect(refusal).toBeInstanceOf(WrongExpectedRevision);
    expect(refusal).toMatchObject({ streamId: "session-s1", expected: 7n, actual: 8n });
  });

  it("given a second response for the same person (its stream exists), when refused, then the evaluation stream is named, expected new", () => {
    expect(refusalOf(conflict("evaluation-s1-p9", "-1", "0"), submission)).toMatchObject({ streamId: "evaluation-s1-p9", expected: "no_stream", actual: 0n });
  });

  it("given a roster that does not exist yet, when refused, then the roster is named as having no stream", () => {
    expect(refusalOf(conflict("roster-s1", "-4", "-1"), submission)).toMatchObject({ streamId: "roster-s1", expected: "stream_exists", actual: "no_stream" });
  });

  it("given any other failure (the server unreachable), when refused, then it is passed on as it came", () => {
    const unavailable = new UnavailableError();
    expect(refusalOf(unavailable, submission)).toBe(unavailable);
  });
});
