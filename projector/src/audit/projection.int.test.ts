import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { projectionSpec } from "../testing/projectionSpec";
import { eventIndexProjection } from "./projection";
import type { AuditEventRow } from "./readModel";

// The event index: every event filed by position, stream, type, actor, time and the ids it names;
// personal fields kept apart and forgotten when their person is erased; secrets never filed.

const spec = projectionSpec([eventIndexProjection]);
const ana = "0190a000-0000-7000-8000-00000000b001";
const admin = "0190a000-0000-7000-8000-00000000a0a1";
const session = "0190a000-0000-7000-8000-00000000a001";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();

const registered: DomainEvent = {
  type: "UserRegistered",
  data: { userId: ana, email: "ana@example.org", name: "Ana Evans", passwordHash: "$argon2id$v=19$fake", roles: ["trainer"], organisation: null, localAuthorities: ["Newport"], localLeadId: null, registeredAt: at(0) },
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
  data: { readerId: admin, role: "admin", query: { kind: "events", stream: null, subject: session, type: null, actor: null, from: null, to: null, page: 1 }, readAt: at(6) },
};

const rowsOf = (projected: Awaited<ReturnType<typeof spec.given>>) =>
  projected.rows<AuditEventRow>("audit_events", "position_commit, position_prepare");

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
      [{ streamId: `user-${ana}`, event: registered }, { streamId: `session-${session}`, event: scheduled }],
      [{ streamId: `user-${ana}`, event: deleted }],
    );
    const rows = await rowsOf(projected);
    expect(rows.map((row) => row.personal)).toEqual([null, null, null]);
    expect(rows[1]!.data).toMatchObject({ capacity: 10, scheduledBy: ana });
    expect(await projected.rows("audit_erased_subjects")).toEqual([{ subject: ana }]);
  });
});

describe("the event index and a person's responses", () => {
  const pseudonym = "0190a000-0000-7000-8000-00000000c001";
  const otherPseudonym = "0190a000-0000-7000-8000-00000000c002";
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
    metadata: { personalDataSubject: `respondent-${respondent}`, ...(tag ? { personalDataTag: tag } : {}) },
  });
  const anaDeleted: DomainEvent = { type: "AccountDeleted", data: { userId: ana, erasedKeys: [ana], erasedKeyTags: ["tag-of-anas-responses"], deletedAt: at(5) } };
  const withoutPositions = (rows: AuditEventRow[]) => rows.map(({ position: _p, position_commit: _c, position_prepare: _r, event_id: _id, ...row }) => row);

  it("forgets the free text of the responses whose key the deletion names by its erasure tag, and shows that key erased, as a rebuild (reading it after the key went) does", async () => {
    const live = await spec.given(
      [response(pseudonym, { "demographic.jobTitle": "Ana's words" }, "tag-of-anas-responses"), response(otherPseudonym, { "demographic.jobTitle": "Ben's words" }, "tag-of-bens-responses")],
      [{ streamId: `user-${ana}`, event: anaDeleted }],
    );
    expect(live.failures).toEqual([]);
    const liveRows = await rowsOf(live);
    expect(liveRows.map((row) => [row.personal, row.personal_tag])).toEqual([
      [null, null],
      [{ writtenAnswers: { "demographic.jobTitle": "Ben's words" } }, "tag-of-bens-responses"],
      [null, null],
    ]);
    expect(await live.rows("audit_erased_subjects")).toEqual([{ subject: ana }, { subject: `respondent-${pseudonym}` }]);

    // A rebuild reads Ana's response after her pseudonym's key went: its free text null, no tag.
    const rebuilt = await spec.given([
      response(pseudonym, null, undefined),
      response(otherPseudonym, { "demographic.jobTitle": "Ben's words" }, "tag-of-bens-responses"),
      { streamId: `user-${ana}`, event: anaDeleted },
    ]);
    expect(withoutPositions(await rowsOf(rebuilt))).toEqual(withoutPositions(liveRows));
    expect(await rebuilt.rows("audit_erased_subjects")).toEqual(await live.rows("audit_erased_subjects"));
  });
});
