import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { allProjections } from "../slices";
import { projectionSpec } from "../testing/projectionSpec";
import { eventIndexProjection } from "./projection";
import type { AuditEventRow } from "@wellbeing/platform";

// The event index: every event filed by position, stream, type, actor, time and the ids it names;
// personal fields kept apart and forgotten when their person is erased; secrets never filed.

const spec = projectionSpec([eventIndexProjection]);
const ana = "0190a000-0000-7000-8000-00000000b001";
const admin = "0190a000-0000-7000-8000-00000000a0a1";
const session = "0190a000-0000-7000-8000-00000000a001";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();

const registered: DomainEvent = {
  type: "UserRegistered",
  data: {
    userId: ana,
    email: "ana@example.org",
    name: "Ana Evans",
    passwordHash: "$argon2id$v=19$fake",
    roles: ["trainer"],
    organisation: null,
    localAuthorities: ["Newport"],
    localLeadId: null,
    registeredAt: at(0),
  },
};
const scheduled: DomainEvent = {
  type: "SessionScheduled",
  data: {
    sessionId: session,
    shortId: "abcd2345",
    course: "C5",
    modules: ["1"],
    dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
    capacity: 10,
    remote: true,
    address: null,
    meetingPlatform: "teams",
    meetingLink: "https://teams.microsoft.com/l/1",
    trainerIds: [ana],
    contactEmail: "ana@example.org",
    extraInfo: "Bring \u0000 a pen",
    scheduledBy: ana,
    scheduledAt: at(1),
  },
};
const deleted: DomainEvent = { type: "AccountDeleted", data: { userId: ana, erasedKeys: [ana], deletedAt: at(5) } };
const read: DomainEvent = {
  type: "AuditTrailRead",
  data: {
    readerId: admin,
    role: "admin",
    query: { kind: "events", stream: null, subject: session, type: null, actor: null, from: null, to: null, before: null, after: null },
    readAt: at(6),
  },
};

const rowsOf = (projected: Awaited<ReturnType<typeof spec.given>>) => projected.rows<AuditEventRow>("audit_events", "position_commit, position_prepare");

describe("the event index", () => {
  it("files every event with its position, stream, type, actor, time and the ids it names, in any batch split", async () => {
    const events = [
      { streamId: `user-${ana}`, event: registered, metadata: { actorId: admin, occurredAt: at(0) } },
      { streamId: `session-${session}`, event: scheduled, metadata: { actorId: ana, occurredAt: at(1) } },
      { streamId: `audit-reads-${admin}`, event: read, metadata: { actorId: admin, occurredAt: at(6) } },
    ];
    for (const batches of [[events], events.map((event) => [event])]) {
      const projected = await spec.given(...batches);
      expect(projected.failures).toEqual([]);
      const rows = await rowsOf(projected);
      expect(rows.map((row) => [row.position, row.stream_id, row.type, row.actor_id, new Date(row.occurred_at).toISOString()])).toEqual([
        ["1.1", `user-${ana}`, "UserRegistered", admin, at(0)],
        ["2.2", `session-${session}`, "SessionScheduled", ana, at(1)],
        ["3.3", `audit-reads-${admin}`, "AuditTrailRead", admin, at(6)],
      ]);
      expect(rows[1]!.subject_ids).toEqual([session, ana].sort());
      // The reader, and what they asked about, are both findable.
      expect(rows[2]!.subject_ids).toEqual([session, admin].sort());
      // Personal fields apart, under their key; text a column cannot hold kept with U+FFFD.
      expect(rows[1]!.personal).toEqual({ contactEmail: "ana@example.org" });
      expect(rows[1]!.personal_subject).toBe(ana);
      expect(rows[1]!.data).toMatchObject({ capacity: 10, extraInfo: "Bring \uFFFD a pen" });
      expect(rows[1]!.data).not.toHaveProperty("contactEmail");
      // A password's hash is never filed.
      expect(JSON.stringify(rows[0])).not.toMatch(/argon2|passwordHash/);
      expect(rows[0]!.personal).toEqual({ email: "ana@example.org", name: "Ana Evans", organisation: null });
    }
  });

  it("forgets an erased person's personal fields and remembers their key is gone", async () => {
    const projected = await spec.given(
      [
        { streamId: `user-${ana}`, event: registered },
        { streamId: `session-${session}`, event: scheduled },
      ],
      [{ streamId: `user-${ana}`, event: deleted }],
    );
    const rows = await rowsOf(projected);
    expect(rows.map((row) => row.personal)).toEqual([null, null, null]);
    expect(rows[1]!.data).toMatchObject({ capacity: 10, scheduledBy: ana });
    expect(await projected.rows("audit_erased_subjects")).toEqual([{ subject: ana }]);
  });

  it("files an evaluation response anonymously (issue 24 §2): at its day's start, among the day's responses by a hash, saying only what the roster says", async () => {
    const ben = "0190a000-0000-7000-8000-00000000b002";
    const pseudonyms = { ana: "5b8c1f0e-2d3a-4b5c-8d9e-0f1a2b3c4d51", ben: "5b8c1f0e-2d3a-4b5c-8d9e-0f1a2b3c4d52" };
    const nextDay = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour)).toISOString();
    const response = (person: keyof typeof pseudonyms) => ({
      streamId: `evaluation-${session}-${pseudonyms[person]}`,
      event: {
        type: "EvaluationSubmitted",
        data: {
          responseId: `8f0e1d2c-3b4a-4968-8776-65544332211${person === "ana" ? 1 : 2}`,
          sessionId: session,
          surveyType: "pre-course",
          questionnaireVersion: "v1",
          respondent: pseudonyms[person],
          course: "C5",
          modules: ["1"],
          answers: { "behaviour.peopleSeen": 3 },
          writtenAnswers: { "demographic.jobTitle": `${person}'s own job` },
          demographicsGiven: true,
          disagreedToResearch: false,
          submittedAt: nextDay(0),
        },
      } as DomainEvent,
      metadata: { actorId: null, occurredAt: nextDay(0) },
    });
    // As one submission appends them: the person's shares and the response, one after the other.
    const submission = (person: keyof typeof pseudonyms, personId: string, hour: number) => [
      {
        streamId: `roster-${session}`,
        event: {
          type: "AttendeeEvaluationRecorded",
          data: { sessionId: session, personKey: personId, participantId: personId, surveyType: "pre-course" },
        } as DomainEvent,
        metadata: { actorId: personId, occurredAt: nextDay(hour) },
      },
      response(person),
      {
        streamId: `respondent-${personId}`,
        event: { type: "RespondentPseudonymAssigned", data: { personId, pseudonym: pseudonyms[person], assignedAt: nextDay(hour) } } as DomainEvent,
        metadata: { actorId: personId, occurredAt: nextDay(hour) },
      },
    ];
    const events = [
      { streamId: `session-${session}`, event: scheduled, metadata: { actorId: ana, occurredAt: at(1) } },
      ...submission("ana", ana, 10),
      ...submission("ben", ben, 11),
    ];
    const filings: unknown[] = [];
    for (const batches of [[events], events.map((event) => [event])]) {
      const projected = await spec.given(...batches);
      const inOrder = await projected.rows<AuditEventRow>("audit_events", "position_commit, position_prepare, rank, tiebreak");
      const rows = inOrder.map(({ event_id: _id, tiebreak: _random, ...row }) => row);
      filings.push(rows);
      const anonymous = rows.filter((row) => row.anonymous);
      expect(anonymous).toHaveLength(2);
      for (const row of anonymous) {
        expect(row).toMatchObject({
          position: null,
          position_commit: "1",
          position_prepare: "1",
          rank: 1,
          stream_id: `evaluation-${session}`,
          revision: null,
          actor_id: null,
          correlation_id: null,
          causation_id: null,
          subject_ids: [session],
          data: { sessionId: session, surveyType: "pre-course", course: "C5", modules: ["1"], questionnaireVersion: "v1" },
          personal: null,
        });
        expect(new Date(row.occurred_at).toISOString()).toBe(nextDay(0));
      }
      // Filed after the last event of the day before, ahead of the day's own events: never beside its submission's.
      expect(rows.map((row) => (row.anonymous ? "response" : row.type))).toEqual([
        "SessionScheduled",
        "response",
        "response",
        "AttendeeEvaluationRecorded",
        "RespondentPseudonymAssigned",
        "AttendeeEvaluationRecorded",
        "RespondentPseudonymAssigned",
      ]);
      const text = JSON.stringify(rows);
      for (const hidden of [...Object.values(pseudonyms), "own job", "8f0e1d2c"]) expect(text).not.toContain(hidden);
    }
    // A rebuild in any batch split files the same rows.
    expect(filings[1]).toEqual(filings[0]);
  });
});

describe("the event index and a person's responses", () => {
  // Every read model: a copy of a response's free text kept anywhere is found.
  const everyModel = projectionSpec(allProjections);
  const ben = "0190a000-0000-7000-8000-00000000b002";
  const pseudonym = "0190a000-0000-7000-8000-00000000c001";
  const otherPseudonym = "0190a000-0000-7000-8000-00000000c002";
  /** Who the pseudonym is, under the person's key (null: read after that key went). */
  const assigned = (personId: string, respondent: string | null) => ({
    streamId: `respondent-${personId}`,
    event: { type: "RespondentPseudonymAssigned", data: { personId, pseudonym: respondent, assignedAt: at(2) } } as DomainEvent,
    metadata: { personalDataSubject: personId, ...(respondent === null ? {} : { personalDataTag: `tag-of-${personId}` }) },
  });
  const submitted = (respondent: string, writtenAnswers: Record<string, string> | null): DomainEvent => ({
    type: "EvaluationSubmitted",
    data: {
      responseId: `0190a000-0000-7000-8000-0000000${respondent.slice(-5)}`,
      sessionId: session,
      surveyType: "pre-course",
      questionnaireVersion: "v1",
      respondent,
      course: "C5",
      modules: ["1"],
      answers: { "behaviour.peopleSeen": 2 },
      writtenAnswers,
      demographicsGiven: true,
      disagreedToResearch: false,
      submittedAt: at(2),
    },
  });
  /** As the personal-data layer hands it over: under the pseudonym's key, with that key's tag while it lives. */
  const response = (respondent: string, writtenAnswers: Record<string, string> | null, tag: string | undefined) => ({
    streamId: `evaluation-${session}-${respondent}`,
    event: submitted(respondent, writtenAnswers),
    metadata: { occurredAt: at(2), personalDataSubject: `respondent-${respondent}`, ...(tag ? { personalDataTag: tag } : {}) },
  });
  const anaDeleted: DomainEvent = {
    type: "AccountDeleted",
    data: { userId: ana, erasedKeys: [ana], erasedKeyTags: ["tag-of-anas-responses"], deletedAt: at(5) },
  };
  // Assigned afresh by each projection of the events: an event's id, and the order it gives a day's responses.
  const ASSIGNED_PER_RUN = ["event_id", "tiebreak"];

  it("keeps no copy of the free text of the responses whose key the deletion names by its erasure tag in any read model, files that key's name nowhere, and holds what a rebuild (reading them after the key went) holds", async () => {
    const live = await everyModel.given(
      [
        assigned(ana, pseudonym),
        response(pseudonym, { "demographic.jobTitle": "Ana's words" }, "tag-of-anas-responses"),
        assigned(ben, otherPseudonym),
        response(otherPseudonym, { "demographic.jobTitle": "Ben's words" }, "tag-of-bens-responses"),
      ],
      [{ streamId: `user-${ana}`, event: anaDeleted }],
    );
    expect(live.failures).toEqual([]);
    const liveRows = await live.everyRow(ASSIGNED_PER_RUN);
    expect(JSON.stringify(liveRows)).not.toContain("Ana's words");
    // What Ben answered stays where results read it; the event index files responses anonymously (issue 24 §2), no free text at all.
    expect(liveRows.evaluation_responses!.join()).toContain("Ben's words");
    const index = await live.rows<AuditEventRow>("audit_events");
    for (const hidden of ["words", pseudonym, otherPseudonym]) expect(JSON.stringify(index)).not.toContain(hidden);
    expect(index.filter((row) => row.anonymous).map((row) => [row.personal, row.personal_subject, row.personal_tag])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    // Only Ana's own key shows as erased: the responses' key is named by its tag alone, and its name (her pseudonym's) is filed nowhere in the index.
    expect(await live.rows("audit_erased_subjects")).toEqual([{ subject: ana }]);

    // A rebuild reads Ana's pseudonym and her response's free text after her keys went: null, no tag.
    const rebuilt = await everyModel.given([
      assigned(ana, null),
      response(pseudonym, null, undefined),
      assigned(ben, otherPseudonym),
      response(otherPseudonym, { "demographic.jobTitle": "Ben's words" }, "tag-of-bens-responses"),
      { streamId: `user-${ana}`, event: anaDeleted },
    ]);
    expect(rebuilt.failures).toEqual([]);
    expect(await rebuilt.everyRow(ASSIGNED_PER_RUN)).toEqual(liveRows);
  });
});
