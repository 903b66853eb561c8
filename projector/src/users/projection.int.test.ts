import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { projectionSpec } from "../testing/projectionSpec";
import { usersProjection } from "./projection";

// The users read model takes every event a user stream can hold, in any batch split.

const spec = projectionSpec([usersProjection]);
const person = "0190a000-0000-7000-8000-00000000d004";
const lead = "0190a000-0000-7000-8000-00000000b004";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const on = (event: DomainEvent) => ({ streamId: `user-${person}`, event });

const registered = (name: string): DomainEvent => ({
  type: "UserRegistered",
  data: {
    userId: person,
    email: "ty@example.org",
    name,
    passwordHash: null,
    roles: ["trainer"],
    organisation: null,
    localAuthorities: ["Newport"],
    localLeadId: null,
    registeredAt: at(0),
  },
});
const detailsUpdated = (name: string): DomainEvent => ({
  type: "AccountDetailsUpdated",
  data: { userId: person, name, email: "ty@example.org", organisation: null, localAuthorities: ["Newport"], updatedAt: at(1) },
});
const deleted: DomainEvent = { type: "AccountDeleted", data: { userId: person, erasedKeys: [person], deletedAt: at(2) } };
const otherLead = "0190a000-0000-7000-8000-00000000b005";
const joined = (localLeadId: string, previousLocalLeadId: string | null, minute: number): DomainEvent => ({
  type: "TrainerJoinedGroup",
  data: { userId: person, localLeadId, previousLocalLeadId, joinedAt: at(minute) },
});
const left = (localLeadId: string, minute: number): DomainEvent => ({
  type: "TrainerLeftGroup",
  data: { userId: person, localLeadId, removedBy: "localLead", leftAt: at(minute) },
});
const verificationIssued = (email: string): DomainEvent => ({
  type: "EmailVerificationIssued",
  data: { userId: person, email, tokenHash: `hash-${email}`, expiresAt: at(59), issuedAt: at(4) },
});
const verified = (email: string): DomainEvent => ({ type: "EmailVerified", data: { userId: person, email, tokenHash: `hash-${email}`, verifiedAt: at(5) } });

describe("the users projection", () => {
  it("keeps the language of the person's correspondence: none when never asked, then each choice", async () => {
    const asked = await spec.given([on(registered("Ty Iaith"))]);
    expect(await asked.rows("users")).toMatchObject([{ id: person, language: null }]);
    const chosen = await spec.given(
      [on(registered("Ty Iaith"))],
      [on({ type: "CorrespondenceLanguageChosen", data: { userId: person, language: "cy", chosenAt: at(1) } })],
    );
    expect(chosen.failures).toEqual([]);
    expect(await chosen.rows("users")).toMatchObject([{ id: person, language: "cy" }]);
  });

  it("holds a name with NUL and lone surrogates (replaced), and its changes", async () => {
    const odd = await spec.given([on(registered("Ty\u0000 Nul"))], [on(detailsUpdated("Ty \ud83d Half"))]);
    expect(odd.failures).toEqual([]);
    expect(await odd.rows("users")).toMatchObject([{ id: person, name: "Ty \uFFFD Half" }]);
  });

  it("ignores staff changes and details of a person deleted already, and a deletion told twice", async () => {
    const gone = await spec.given(
      [on(registered("Ty Gone"))],
      [on(deleted)],
      [on({ type: "TrainerJoinedGroup", data: { userId: person, localLeadId: lead, previousLocalLeadId: null, joinedAt: at(3) } })],
      [on(detailsUpdated("Ty Back")), on(deleted)],
    );
    expect(gone.failures).toEqual([]);
    expect(await gone.rows("users")).toEqual([]);
  });

  it("follows the staff directory: a group joined, changed and left (a stale leave ignored), archived and restored", async () => {
    const moved = await spec.given(
      [on(registered("Ty Staff"))],
      [on(joined(lead, null, 1)), on(joined(otherLead, lead, 2))],
      [on(left(lead, 3)), on({ type: "StaffArchived", data: { userId: person, archivedAt: at(4) } })],
    );
    expect(moved.failures).toEqual([]);
    expect(await moved.rows("users")).toMatchObject([{ id: person, local_lead_id: otherLead, archived: true }]);

    const back = await spec.given(
      [on(registered("Ty Staff")), on(joined(otherLead, null, 1))],
      [on(left(otherLead, 3))],
      [on({ type: "StaffRestored", data: { userId: person, restoredAt: at(5) } })],
    );
    expect(back.failures).toEqual([]);
    expect(await back.rows("users")).toMatchObject([{ id: person, local_lead_id: null, archived: false }]);
  });

  it("keeps the address until a new one is proven, then takes it as proven", async () => {
    const waiting = await spec.given([on(registered("Ty Moving"))], [on(verificationIssued("ty.new@example.org"))]);
    expect(waiting.failures).toEqual([]);
    expect(await waiting.rows("users")).toMatchObject([{ email: "ty@example.org", email_verified: false, pending_email: "ty.new@example.org" }]);

    const proven = await spec.given([on(registered("Ty Moving"))], [on(verificationIssued("ty.new@example.org")), on(verified("ty.new@example.org"))]);
    expect(proven.failures).toEqual([]);
    expect(await proven.rows("users")).toMatchObject([{ email: "ty.new@example.org", email_verified: true, pending_email: null }]);
  });
});
