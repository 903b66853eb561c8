import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { CURRENT_SCHEMA_VERSION, decodeDomainEvent } from "./events";

// Stored events are never rewritten: older schema versions are lifted to today's shape as they are read.

describe("upcasting stored events", () => {
  const entry = { participantId: "user-ana", sessionId: "session-1" };

  it("given an attendance entry stored by schema version 1 (no source), when read, then it says a roster change wrote it", () => {
    expect(decodeDomainEvent("AttendanceRecorded", entry, 1)).toEqual(Either.right({ type: "AttendanceRecorded", data: { ...entry, source: "roster" } }));
    expect(decodeDomainEvent("AttendanceEnded", entry, 1)).toEqual(Either.right({ type: "AttendanceEnded", data: { ...entry, source: "roster" } }));
  });

  it("given a version 2 entry, then it is read as written, and one that lacks its source does not decode", () => {
    expect(decodeDomainEvent("AttendanceRecorded", { ...entry, source: "backfill" }, CURRENT_SCHEMA_VERSION)).toEqual(
      Either.right({ type: "AttendanceRecorded", data: { ...entry, source: "backfill" } }),
    );
    expect(Either.isLeft(decodeDomainEvent("AttendanceRecorded", entry, CURRENT_SCHEMA_VERSION))).toBe(true);
  });

  it("given an event of a type that did not change, when stored by version 1, then it reads unchanged", () => {
    const recorded = { sessionId: "session-1", surveyType: "post" };
    expect(decodeDomainEvent("SessionResponseRecorded", recorded, 1)).toEqual(Either.right({ type: "SessionResponseRecorded", data: recorded }));
  });
});
