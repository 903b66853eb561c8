import { describe, expect, it } from "vitest";
import type { SessionEvent } from "../sessions/events";
import { ONE_DATE, TRAINER, details, scheduled } from "../sessions/testFixtures";
import { personalValueFor } from "./eventIndexing";
import { sessionSnapshotAt, type DatedSessionEvent } from "./sessionAsOf";

// Time travel: a session edited twice, rebuilt from its stream with the decider's own evolve.

const edited = (capacity: number, editedAt: string): SessionEvent => ({
  type: "SessionEdited",
  data: { sessionId: "s-1", ...details({ capacity }), previousDates: ONE_DATE, scheduledBy: TRAINER, editedBy: TRAINER, editedAt },
});

const stream: DatedSessionEvent[] = [
  { event: scheduled([TRAINER], TRAINER), occurredAt: "2026-11-21T09:00:00.000Z" },
  { event: edited(12, "2026-11-22T09:00:00.000Z"), occurredAt: "2026-11-22T09:00:00.000Z" },
  { event: edited(14, "2026-11-23T09:00:00.000Z"), occurredAt: "2026-11-23T09:00:00.000Z" },
];
const admin = (value: string | null) => personalValueFor(true, false, value);
const auditor = (value: string | null) => personalValueFor(false, false, value);

describe("a session as it was", () => {
  it("between two edits shows the first edit", () => {
    const snapshot = sessionSnapshotAt(stream, new Date("2026-11-22T12:00:00.000Z"), admin);
    expect(snapshot).toMatchObject({ status: "scheduled", eventCount: 2, lastChangeAt: "2026-11-22T09:00:00.000Z" });
    expect(snapshot.session).toMatchObject({ capacity: 12, shortId: "abcd2345", contactEmail: { state: "shown", value: "trainer@example.org" } });
  });

  it("takes an event at the very moment asked, and the last edit after both", () => {
    expect(sessionSnapshotAt(stream, new Date("2026-11-23T09:00:00.000Z"), admin).session?.capacity).toBe(14);
    expect(sessionSnapshotAt(stream, new Date("2030-01-01T00:00:00.000Z"), admin).eventCount).toBe(3);
  });

  it("before it was scheduled is nothing yet, and a deleted one says so", () => {
    expect(sessionSnapshotAt(stream, new Date("2026-11-01T00:00:00.000Z"), admin)).toEqual({
      status: "none",
      eventCount: 0,
      lastChangeAt: null,
      session: null,
    });
    const deleted: DatedSessionEvent = {
      event: {
        type: "SessionDeleted",
        data: { sessionId: "s-1", shortId: "abcd2345", trainerIds: [TRAINER], deletedBy: TRAINER, deletedAt: "2026-11-24T09:00:00.000Z" },
      },
      occurredAt: "2026-11-24T09:00:00.000Z",
    };
    expect(sessionSnapshotAt([...stream, deleted], new Date("2026-11-25T00:00:00.000Z"), admin)).toMatchObject({
      status: "deleted",
      eventCount: 4,
      session: null,
    });
  });

  it("masks the contact e-mail for an auditor", () => {
    expect(sessionSnapshotAt(stream, new Date("2026-11-22T12:00:00.000Z"), auditor).session?.contactEmail).toEqual({ state: "masked" });
  });
});
