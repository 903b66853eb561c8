import { describe, expect, it } from "vitest";
import { fileEventData, personalValueFor, subjectIdsOf } from "./eventIndexing";
import { DOMAIN_EVENT_TYPES } from "./eventTypes";

const person = "0190a000-0000-7000-8000-00000000b001";
const session = "0190a000-0000-7000-8000-00000000a001";
const pseudonym = "0190a000-0000-7000-8000-00000000d001";

describe("filing an event in the index", () => {
  it("keeps personal fields apart, under the key that protects them", () => {
    const filed = fileEventData("SessionScheduled", { sessionId: session, contactEmail: "t@example.org", scheduledBy: person, capacity: 10 });
    expect(filed).toEqual({
      open: { sessionId: session, scheduledBy: person, capacity: 10 },
      personal: { contactEmail: "t@example.org" },
      personalDataSubject: person,
    });
    expect(fileEventData("SessionResponseRecorded", { sessionId: session })).toEqual({ open: { sessionId: session }, personal: {}, personalDataSubject: null });
  });

  it("never files a password's or a link's hash", () => {
    const filed = fileEventData("UserRegistered", {
      userId: person,
      email: "a@b.c",
      name: "Ana",
      passwordHash: "$argon2id$x",
      roles: ["trainer"],
      registeredAt: "2026-11-24T09:00:00.000Z",
    });
    expect(filed.personal).toEqual({ email: "a@b.c", name: "Ana" });
    expect(JSON.stringify(filed)).not.toContain("argon2");
    expect(fileEventData("PasswordResetRequested", { userId: person, tokenHash: "abc" }).open).toEqual({ userId: person });
  });

  it("names the ids of the stream, the actor and the open data, never those in personal fields", () => {
    const filed = fileEventData("RespondentPseudonymAssigned", { personId: person, pseudonym, assignedAt: "2026-11-24T09:00:00.000Z" });
    expect(subjectIdsOf(`respondent-${person}`, null, filed.open)).toEqual([person]);
    expect(subjectIdsOf(`session-${session}`, person.toUpperCase(), { trainerIds: [person], nested: { sessionId: session } })).toEqual(
      [session, person].sort(),
    );
  });

  it("finds ids in longer text, in any case, and none in a string of an id's length that is not one", () => {
    const notAnId = "x".repeat(36);
    expect(subjectIdsOf("log", null, { note: `moved ${session.toUpperCase()} after ${person}.`, label: notAnId, short: person.slice(1) })).toEqual(
      [session, person].sort(),
    );
  });

  it("shows a personal value to admins, masks it for auditors, and says erased to both once the key is gone", () => {
    expect(personalValueFor(true, false, "a@b.c")).toEqual({ state: "shown", value: "a@b.c" });
    expect(personalValueFor(false, false, "a@b.c")).toEqual({ state: "masked" });
    expect(personalValueFor(true, true, null)).toEqual({ state: "erased" });
    expect(personalValueFor(false, true, null)).toEqual({ state: "erased" });
  });

  it("knows every event type the domain records, this one's own included", () => {
    expect(DOMAIN_EVENT_TYPES).toEqual(
      expect.arrayContaining(["SessionScheduled", "SessionEdited", "UserRegistered", "EvaluationSubmitted", "AuditTrailRead"]),
    );
    expect(DOMAIN_EVENT_TYPES.length).toBeGreaterThan(20);
  });
});
