import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { staffHomeProjection } from "../staffHome/projection";
import { projectionSpec } from "../testing/projectionSpec";
import { sessionsProjection } from "./projection";

// The sessions and dashboard read models take every event a session's streams can hold, in any batch split.

const spec = projectionSpec([sessionsProjection, staffHomeProjection]);
const session = "0190a000-0000-7000-8000-00000000a002";
const trainer = "0190a000-0000-7000-8000-00000000c002";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const details = {
  course: "C5" as const,
  modules: ["1" as const],
  dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
  capacity: 12,
  remote: false,
  address: { addressLine1: "1 Commercial Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
  meetingPlatform: null,
  meetingLink: null,
  trainerIds: [trainer],
  contactEmail: "tara@example.org",
  extraInfo: null,
};
const on = (event: DomainEvent) => ({ streamId: `session-${session}`, event });
const scheduled: DomainEvent = {
  type: "SessionScheduled",
  data: { sessionId: session, shortId: "abcd2345", ...details, scheduledBy: trainer, scheduledAt: at(0) },
};
const edited = (extraInfo: string, minute: number): DomainEvent => ({
  type: "SessionEdited",
  data: { sessionId: session, ...details, extraInfo, previousDates: details.dates, scheduledBy: trainer, editedBy: trainer, editedAt: at(minute) },
});
const deleted: DomainEvent = {
  type: "SessionDeleted",
  data: { sessionId: session, shortId: "abcd2345", trainerIds: [trainer], deletedBy: trainer, deletedAt: at(5) },
};
const registered = (confirmedCount: number): DomainEvent => ({
  type: "AttendeeRegistered",
  data: {
    sessionId: session,
    personKey: "p",
    email: null,
    participantId: null,
    replacesPersonKey: null,
    selfRegistered: false,
    registeredBy: trainer,
    registeredAt: at(6),
    confirmedCount,
  },
});

describe("the sessions and dashboard projections", () => {
  it("build a session's row and reach, and follow its edits and registrations", async () => {
    const built = await spec.given([on(scheduled)], [on(edited("Bring a pen", 1)), { streamId: `roster-${session}`, event: registered(3) }]);
    expect(built.failures).toEqual([]);
    expect(await built.rows("sessions")).toMatchObject([{ id: session, short_id: "abcd2345", extra_info: "Bring a pen", confirmed_count: 3, capacity: 12 }]);
    expect(await built.rows("session_reach")).toMatchObject([{ session_id: session, participant_count: 3 }]);
  });

  it("ignore edits and registrations of a session deleted already, in later batches or the same one", async () => {
    const apart = await spec.given([on(scheduled)], [on(deleted)], [on(edited("Too late", 6))], [{ streamId: `roster-${session}`, event: registered(1) }]);
    expect(apart.failures).toEqual([]);
    expect(await apart.rows("sessions")).toEqual([]);
    expect(await apart.rows("session_reach")).toEqual([]);

    const together = await spec.given([on(scheduled), on(deleted), on(edited("Too late", 6))]);
    expect(together.failures).toEqual([]);
    expect(await together.rows("sessions")).toEqual([]);
  });

  it("hold any text an event can carry", async () => {
    const odd = await spec.given([on(scheduled)], [on(edited("tea \u0000 and \udc00 coffee", 1))]);
    expect(odd.failures).toEqual([]);
    expect(await odd.rows("sessions")).toMatchObject([{ extra_info: "tea \uFFFD and \uFFFD coffee" }]);
  });
});
