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
  data: { userId: person, email: "ty@example.org", name, passwordHash: null, roles: ["trainer"], organisation: null, localAuthorities: ["Newport"], localLeadId: null, registeredAt: at(0) },
});
const detailsUpdated = (name: string): DomainEvent => ({
  type: "AccountDetailsUpdated",
  data: { userId: person, name, email: "ty@example.org", organisation: null, localAuthorities: ["Newport"], updatedAt: at(1) },
});
const deleted: DomainEvent = { type: "AccountDeleted", data: { userId: person, erasedKeys: [person], deletedAt: at(2) } };

describe("the users projection", () => {
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
});
