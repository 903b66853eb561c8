import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { allProjections } from "../slices";
import { projectionSpec } from "../testing/projectionSpec";
import { rosterProjection } from "./projection";

// The roster read model takes every event a roster stream can hold, in any batch split.

const spec = projectionSpec([rosterProjection]);
const announcing = projectionSpec(allProjections, { announce: true });
const session = "0190a000-0000-7000-8000-00000000a001";
const participant = "0190a000-0000-7000-8000-00000000b001";
const stream = `roster-${session}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const on = (event: DomainEvent) => ({ streamId: stream, event });

const registered = (minute: number, confirmedCount = 1): DomainEvent => ({
  type: "AttendeeRegistered",
  data: {
    sessionId: session,
    personKey: participant,
    email: "pat@example.org",
    participantId: participant,
    replacesPersonKey: null,
    selfRegistered: true,
    registeredBy: participant,
    registeredAt: at(minute),
    confirmedCount,
  },
});
const removalRequested = (reason: string, minute: number): DomainEvent => ({
  type: "RegistrationRemovalRequested",
  data: { sessionId: session, personKey: participant, email: "pat@example.org", participantId: participant, reason, requestedAt: at(minute) },
});
const invited = (minute: number): DomainEvent => ({
  type: "InviteeAdded",
  data: { sessionId: session, personKey: participant, email: "pat@example.org", addedBy: participant, addedAt: at(minute) },
});

describe("the roster projection", () => {
  it("keeps one removal request per person when they ask twice, in two batches or in one: the latest reason stands", async () => {
    const apart = await spec.given([on(registered(0))], [on(removalRequested("Moving away", 1))], [on(removalRequested("Moving to Cardiff", 2))]);
    expect(apart.failures).toEqual([]);
    expect(await apart.rows("roster_removal_requests")).toMatchObject([{ reason: "Moving to Cardiff" }]);

    const together = await spec.given([on(registered(0)), on(removalRequested("Moving away", 1)), on(removalRequested("Moving to Cardiff", 2))]);
    expect(together.failures).toEqual([]);
    expect(await together.rows("roster_removal_requests")).toMatchObject([{ reason: "Moving to Cardiff" }]);
  });

  it("keeps one entry when the same person is registered or invited again", async () => {
    const again = await spec.given([on(invited(0))], [on(registered(1))], [on(registered(2))], [on(invited(3))]);
    expect(again.failures).toEqual([]);
    const entries = await again.rows("roster_entries");
    expect(entries).toHaveLength(1);
  });

  it("keeps what a person answered before they were on the list, and gives it to their entry when they register (issue 25), in any batch split", async () => {
    const answered = (surveyType: string): DomainEvent => ({
      type: "AttendeeEvaluationRecorded",
      data: { sessionId: session, personKey: participant, participantId: participant, surveyType: surveyType as "pre-course" },
    });
    for (const batches of [[[on(answered("pre-course"))], [on(registered(1))]], [[on(answered("pre-course")), on(registered(1))]]]) {
      const projected = await spec.given(...batches);
      expect(projected.failures).toEqual([]);
      expect(await projected.rows("roster_entries")).toMatchObject([{ person_key: participant, status: "confirmed", evaluations: ["pre-course"] }]);
      expect(await projected.rows("roster_unlisted_evaluations")).toEqual([]);
    }
    const waiting = await spec.given([on(answered("pre-course"))]);
    expect(await waiting.rows("roster_entries")).toEqual([]);
    expect(await waiting.rows("roster_unlisted_evaluations")).toMatchObject([{ person_key: participant, evaluations: ["pre-course"] }]);
  });

  it("holds text a column could not: NUL and lone surrogates become U+FFFD", async () => {
    const odd = await spec.given([on(registered(0))], [on(removalRequested("bad\u0000reason \ud800", 1))]);
    expect(odd.failures).toEqual([]);
    expect(await odd.rows("roster_removal_requests")).toMatchObject([{ reason: "bad\uFFFDreason \uFFFD" }]);
  });

  it("announces a registration on a session the sessions read model never saw to every staff role and to the participant", async () => {
    const orphan = await announcing.given([on(registered(0))]);
    expect(orphan.failures).toEqual([]);
    const audience = { roles: ["admin", "superAdmin", "localLead", "trainer"], userIds: [participant] };
    expect(orphan.announced).toEqual(
      expect.arrayContaining([
        { topic: "sessions", ids: [session], audience: { roles: expect.arrayContaining(audience.roles), userIds: audience.userIds } },
        { topic: "dashboard", ids: [], audience: { roles: expect.arrayContaining(audience.roles), userIds: audience.userIds } },
      ]),
    );
  });
});
