import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { projectionSpec } from "../testing/projectionSpec";
import { usersProjection } from "./projection";

// The users read model follows the train-the-trainer route: the trainer sign-up adds the new account
// beside the participant one; the offer and the later steps live only on the user stream.

const spec = projectionSpec([usersProjection]);
const person = "0190a000-0000-7000-8000-00000000e001";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const on = (event: DomainEvent) => ({ streamId: `user-${person}`, event });

const registered: DomainEvent = {
  type: "UserRegistered",
  data: {
    userId: person,
    email: "cai@example.org",
    name: "Cai",
    passwordHash: null,
    roles: ["participant"],
    organisation: null,
    localAuthorities: [],
    localLeadId: null,
    registeredAt: at(0),
  },
};
const offered: DomainEvent = { type: "TrainerSignUpOffered", data: { userId: person, course: "C5", offeredAt: at(1) } };
const upgraded = (role: "trainer" | "localLead"): DomainEvent => ({
  type: "UpgradedToTrainer",
  data: { userId: person, role, localAuthorities: ["Newport", "Ceredigion"], acceptedLocalLeadAccess: true, course: "C5", upgradedAt: at(2) },
});
const stepTaken = (nextStep: "watchTttVideo" | null, minute: number): DomainEvent => ({
  type: "TttUpgradeStepTaken",
  data: { userId: person, course: "C5", nextStep, takenAt: at(minute) },
});

describe("the users projection along the train-the-trainer route", () => {
  it("adds the trainer account and its local authorities at the sign-up, in any batch split; the steps change no row", async () => {
    for (const batches of [
      [[on(registered), on(offered), on(upgraded("trainer")), on(stepTaken("watchTttVideo", 3)), on(stepTaken(null, 4))]],
      [[on(registered)], [on(offered)], [on(upgraded("trainer"))], [on(stepTaken("watchTttVideo", 3))]],
    ]) {
      const projected = await spec.given(...batches);
      expect(projected.failures).toEqual([]);
      expect(await projected.rows("users")).toMatchObject([
        { id: person, roles: ["participant", "trainer"], local_authorities: ["Newport", "Ceredigion"], local_lead_id: null },
      ]);
    }
  });

  it("makes a local lead of a manager, and takes a repeated sign-up once", async () => {
    const lead = await spec.given([on(registered), on(offered)], [on(upgraded("localLead"))], [on(upgraded("localLead"))]);
    expect(lead.failures).toEqual([]);
    expect(await lead.rows("users")).toMatchObject([{ roles: ["participant", "localLead"] }]);
  });

  it("ignores a sign-up of a person deleted already", async () => {
    const gone = await spec.given(
      [on(registered)],
      [on({ type: "AccountDeleted", data: { userId: person, erasedKeys: [person], deletedAt: at(1) } })],
      [on(upgraded("trainer"))],
    );
    expect(gone.failures).toEqual([]);
    expect(await gone.rows("users")).toEqual([]);
  });

  it("keeps a request for a local lead account until an admin decides: approved, the trainer account becomes a local lead's; declined, they stay a trainer", async () => {
    const requested: DomainEvent = { type: "LocalLeadAccessRequested", data: { userId: person, requestedAt: at(2) } };
    const decided = (type: "LocalLeadRequestApproved" | "LocalLeadRequestDeclined"): DomainEvent => ({
      type,
      data: { userId: person, decidedBy: "admin-1", decidedAt: at(5) },
    });
    const waiting = await spec.given([on(registered), on(offered), on(upgraded("trainer")), on(requested)]);
    expect(waiting.failures).toEqual([]);
    expect(await waiting.rows("users")).toMatchObject([{ roles: ["participant", "trainer"], local_lead_requested_at: new Date(at(2)) }]);
    for (const batches of [
      [[on(registered), on(offered), on(upgraded("trainer")), on(requested), on(decided("LocalLeadRequestApproved"))]],
      [[on(registered), on(offered)], [on(upgraded("trainer")), on(requested)], [on(decided("LocalLeadRequestApproved"))]],
    ]) {
      const approved = await spec.given(...batches);
      expect(approved.failures).toEqual([]);
      expect(await approved.rows("users")).toMatchObject([{ roles: ["participant", "localLead"], local_lead_requested_at: null }]);
    }
    const declined = await spec.given([on(registered), on(offered), on(upgraded("trainer")), on(requested)], [on(decided("LocalLeadRequestDeclined"))]);
    expect(await declined.rows("users")).toMatchObject([{ roles: ["participant", "trainer"], local_lead_requested_at: null }]);
  });
});
