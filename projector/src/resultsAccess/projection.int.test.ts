import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { allProjections } from "../slices";
import { projectionSpec } from "../testing/projectionSpec";
import { resultsAccessProjection } from "./projection";
import type { ResultsAccessConsentRow } from "@wellbeing/platform";

// A trainer's results-access consent: the latest choice per person, gone with the person.

const spec = projectionSpec([resultsAccessProjection]);
const announcing = projectionSpec(allProjections, { announce: true });
const lead = "0190a000-0000-7000-8000-00000000c003";
const ana = "0190a000-0000-7000-8000-00000000c001";
const ben = "0190a000-0000-7000-8000-00000000c002";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString();
const recorded = (userId: string, consent: boolean, minute: number): DomainEvent => ({
  type: "ResultsAccessConsentRecorded",
  data: { userId, consent, recordedAt: at(minute) },
});
const deleted = (userId: string): DomainEvent => ({ type: "AccountDeleted", data: { userId, erasedKeys: [userId], deletedAt: at(30) } });
const on = (event: DomainEvent) => ({ streamId: `user-${(event.data as { userId: string }).userId}`, event });

const consents = async (given: Awaited<ReturnType<typeof spec.given>>) =>
  (await given.rows<ResultsAccessConsentRow>("results_access_consents", "person_id")).map((row) => ({ person_id: row.person_id, consent: row.consent }));

describe("the results-access projection", () => {
  it("given choices in any batch split, then each person's latest one stands", async () => {
    const given = await spec.given(
      [on(recorded(ana, false, 0)), on(recorded(ben, false, 1))],
      [on(recorded(ana, true, 2)), on(recorded(ana, false, 3)), on(recorded(ben, true, 4))],
    );
    expect(given.failures).toEqual([]);
    expect(await consents(given)).toEqual([
      { person_id: ana, consent: false },
      { person_id: ben, consent: true },
    ]);
  });

  it("given a person who never chose, then they have no row (given by default)", async () => {
    const given = await spec.given([on(recorded(ben, false, 0))]);
    expect((await consents(given)).map((row) => row.person_id)).toEqual([ben]);
  });

  it("given an erased person, then their row goes, in the same batch as their choice or a later one", async () => {
    const sameBatch = await spec.given([on(recorded(ana, false, 0)), on(deleted(ana))]);
    expect(await consents(sameBatch)).toEqual([]);
    const later = await spec.given([on(recorded(ana, false, 0)), on(recorded(ben, false, 1))], [on(deleted(ana))]);
    expect(await consents(later)).toEqual([{ person_id: ben, consent: false }]);
  });

  it("given a trainer in a lead's group, when they choose, then they hear of it (users), and their lead and admins' results screens refresh (sessions)", async () => {
    const registered: DomainEvent = {
      type: "UserRegistered",
      data: {
        userId: ana,
        email: "ana@example.org",
        name: "Ana",
        passwordHash: null,
        roles: ["trainer"],
        organisation: null,
        localAuthorities: ["Newport"],
        localLeadId: lead,
        registeredAt: at(0),
      },
    };
    const given = await announcing.given([on(registered)], [on(recorded(ana, false, 1))]);
    expect(given.failures).toEqual([]);
    expect(given.announced).toEqual(
      expect.arrayContaining([
        { topic: "users", ids: [ana], audience: { roles: [], userIds: [ana] } },
        { topic: "sessions", ids: [], audience: { roles: ["admin", "superAdmin"], userIds: [ana, lead] } },
      ]),
    );
  });
});
