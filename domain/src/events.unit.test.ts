import { Either, Schema } from "effect";
import { describe, expect, expectTypeOf, it } from "vitest";
import { CURRENT_SCHEMA_VERSION, DomainEvent, decodeDomainEvent, type DomainEventType, type EventOfType } from "./events";
import type { EventSchemasOf } from "./slice";
import type { SLICES } from "./slices";
import { AuditEvent } from "./audit/events";
import { eventTypesOf } from "./audit/eventTypes";
import { CertificateEvent } from "./certificates/events";
import { CourseScheduleEvent } from "./courseSchedule/events";
import { ErrorReportEvent } from "./errorReports/events";
import { EvaluationEvent } from "./evaluations/events";
import { ResultsAccessEvent } from "./resultsAccess/events";
import { RegistrationIndexEvent } from "./roster/attendance";
import { RosterEvent } from "./roster/events";
import { AttendanceEvent } from "./attendance/events";
import { WaitingListIndexEvent } from "./roster/waitingListIndex";
import { SessionMailEvent } from "./sessionMail/events";
import { SessionEvent, SessionGateClosed, SessionScheduled, ShortIdEvent } from "./sessions/events";
import { TrainerUpgradeEvent } from "./trainerUpgrade/events";
import { AccountEvent, EmailIndexEvent, EmailVerificationEvent, EmailVerificationTokenEvent, PasswordTokenEvent, UserEvent } from "./users/events";

// The union of events is derived from the slices (sliceEvents.ts, held to slices.ts): its type must stay as
// precise as the union once written by hand, so a decider's or projection's `switch (event.type)` is checked.

/** The union as it was written by hand before the slices declared their events. */
const ByHand = Schema.Union(
  UserEvent,
  EmailIndexEvent,
  SessionEvent,
  SessionGateClosed,
  ShortIdEvent,
  AccountEvent,
  PasswordTokenEvent,
  CourseScheduleEvent,
  SessionMailEvent,
  RosterEvent,
  RegistrationIndexEvent,
  AttendanceEvent,
  WaitingListIndexEvent,
  EmailVerificationEvent,
  EmailVerificationTokenEvent,
  EvaluationEvent,
  TrainerUpgradeEvent,
  AuditEvent,
  CertificateEvent,
  ResultsAccessEvent,
  ErrorReportEvent,
);

describe("the union of events, derived from the slices", () => {
  it("is typed exactly as the union written by hand: each event, its type names, and an event by its type", () => {
    expectTypeOf<DomainEvent>().toEqualTypeOf<typeof ByHand.Type>();
    expectTypeOf<typeof DomainEvent.Encoded>().toEqualTypeOf<typeof ByHand.Encoded>();
    expectTypeOf<DomainEventType>().toEqualTypeOf<(typeof ByHand.Type)["type"]>();
    expectTypeOf<DomainEventType>().not.toEqualTypeOf<string>();
    expectTypeOf<EventOfType<"SessionScheduled">>().toEqualTypeOf<typeof SessionScheduled.Type>();
    expectTypeOf<Schema.Schema.Type<EventSchemasOf<typeof SLICES>>>().toEqualTypeOf<DomainEvent>();
    // @ts-expect-error: a type no slice records is no event type
    expectTypeOf<EventOfType<"NoSuchEvent">>().toBeNever();
  });

  it("holds the same event types as the union written by hand, and decodes them", () => {
    expect(eventTypesOf(DomainEvent)).toEqual(eventTypesOf(ByHand));
    const claimed = { type: "ShortIdClaimed", data: { sessionId: "session-1" } };
    expect(decodeDomainEvent(claimed.type, claimed.data)).toEqual(Either.right(claimed));
    expect(Either.isLeft(decodeDomainEvent("NoSuchEvent", claimed.data))).toBe(true);
  });

  it("decodes a stored event by its own type's schema: data that does not fit is refused naming the field alone", () => {
    const scheduled = SessionScheduled.make({
      type: "SessionScheduled",
      data: {
        sessionId: "session-1",
        shortId: "ABCDEF1234",
        course: "C5",
        modules: ["1"],
        dates: [{ sessionDate: "2026-03-02", startTime: "10:00", endTime: "12:00" }],
        capacity: 12,
        remote: true,
        address: null,
        meetingPlatform: "zoom",
        meetingLink: "https://zoom.us/j/1",
        trainerIds: ["trainer-1"],
        contactEmail: null,
        extraInfo: null,
        scheduledBy: "trainer-1",
        scheduledAt: "2026-01-10T09:00:00.000Z",
      },
    });
    expect(decodeDomainEvent(scheduled.type, scheduled.data)).toEqual(Either.right(scheduled));
    expect(decodeDomainEvent("ShortIdClaimed", { sessionId: 5 })).toEqual(
      Either.left({ "data.sessionId": { key: "input.notUnderstood", params: { detail: "Expected string, actual 5" } } }),
    );
  });
});

// Stored events are never rewritten: older schema versions are lifted to today's shape as they are read.

describe("upcasting stored events", () => {
  const entry = { participantId: "user-ana", sessionId: "session-1" };

  it("given a registration index entry stored by schema version 1 (old name, no source), when read, then it is a registration index entry a roster change wrote", () => {
    expect(decodeDomainEvent("AttendanceRecorded", entry, 1)).toEqual(Either.right({ type: "RegistrationIndexed", data: { ...entry, source: "roster" } }));
    expect(decodeDomainEvent("AttendanceEnded", entry, 1)).toEqual(Either.right({ type: "RegistrationUnindexed", data: { ...entry, source: "roster" } }));
  });

  it("given a registration index entry stored by schema version 2 under its old name, when read, then it is read under its new name as written", () => {
    expect(decodeDomainEvent("AttendanceRecorded", { ...entry, source: "backfill" }, 2)).toEqual(
      Either.right({ type: "RegistrationIndexed", data: { ...entry, source: "backfill" } }),
    );
    expect(decodeDomainEvent("AttendanceEnded", { ...entry, source: "roster" }, 2)).toEqual(
      Either.right({ type: "RegistrationUnindexed", data: { ...entry, source: "roster" } }),
    );
  });

  it("given a current entry, then it is read as written, and one that lacks its source does not decode", () => {
    expect(decodeDomainEvent("RegistrationIndexed", { ...entry, source: "backfill" }, CURRENT_SCHEMA_VERSION)).toEqual(
      Either.right({ type: "RegistrationIndexed", data: { ...entry, source: "backfill" } }),
    );
    expect(Either.isLeft(decodeDomainEvent("RegistrationIndexed", entry, CURRENT_SCHEMA_VERSION))).toBe(true);
  });

  it("given an event of a type that did not change, when stored by version 1, then it reads unchanged", () => {
    const recorded = { sessionId: "session-1", surveyType: "post" };
    expect(decodeDomainEvent("SessionResponseRecorded", recorded, 1)).toEqual(Either.right({ type: "SessionResponseRecorded", data: recorded }));
  });
});
