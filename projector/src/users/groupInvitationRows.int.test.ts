import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { projectionSpec } from "../testing/projectionSpec";
import { usersProjection } from "./projection";

// A local lead's invitation to a trainer of another group is a row from when it is sent until the
// trainer answers it, joins that group another way, or either person is erased; in any batch split.

const spec = projectionSpec([usersProjection]);
const trainer = "0190a000-0000-7000-8000-00000000e101";
const lead = "0190a000-0000-7000-8000-00000000e102";
const herLead = "0190a000-0000-7000-8000-00000000e103";
const otherLead = "0190a000-0000-7000-8000-00000000e104";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const on = (userId: string, event: DomainEvent) => ({ streamId: `user-${userId}`, event });

const registered = (userId: string, roles: Array<"trainer" | "localLead">, localLeadId: string | null = null) =>
  on(userId, {
    type: "UserRegistered",
    data: {
      userId,
      email: `${userId}@example.org`,
      name: userId,
      passwordHash: null,
      roles,
      organisation: null,
      localAuthorities: [],
      localLeadId,
      registeredAt: at(0),
    },
  });
const people = [
  registered(lead, ["localLead"]),
  registered(herLead, ["localLead"]),
  registered(otherLead, ["localLead"]),
  registered(trainer, ["trainer"], herLead),
];
const invited = (localLeadId: string, minute: number) =>
  on(trainer, { type: "GroupInvitationSent", data: { userId: trainer, localLeadId, currentLocalLeadId: herLead, invitedAt: at(minute) } });
const answered = (answer: "accepted" | "declined") =>
  on(trainer, { type: "GroupInvitationAnswered", data: { userId: trainer, localLeadId: lead, answer, answeredAt: at(5) } });
const joined = (localLeadId: string) =>
  on(trainer, { type: "TrainerJoinedGroup", data: { userId: trainer, localLeadId, previousLocalLeadId: herLead, joinedAt: at(6) } });
const deleted = (userId: string) => on(userId, { type: "AccountDeleted", data: { userId, erasedKeys: [userId], deletedAt: at(7) } });

const invitations = async (projected: { rows(table: string): Promise<ReadonlyArray<Record<string, unknown>>> }) =>
  (await projected.rows("group_invitations")).map((row) => [row.trainer_id, row.local_lead_id]).sort();

describe("the users projection's group invitations", () => {
  it("holds each lead's invitation once (sent again: the latest time), in any batch split", async () => {
    for (const batches of [
      [[...people, invited(lead, 1), invited(otherLead, 2), invited(lead, 3)]],
      [people, [invited(lead, 1)], [invited(otherLead, 2), invited(lead, 3)]],
    ]) {
      const projected = await spec.given(...batches);
      expect(projected.failures).toEqual([]);
      expect(await invitations(projected)).toEqual([
        [trainer, lead],
        [trainer, otherLead],
      ]);
      expect((await projected.rows("group_invitations")).find((row) => row.local_lead_id === lead)).toMatchObject({ invited_at: new Date(at(3)) });
    }
  });

  it("lets an invitation go once answered, or once the trainer joined that lead's group (accepting, or moved by an admin); the trainer's row follows", async () => {
    const accepted = await spec.given(people, [invited(lead, 1), invited(otherLead, 2)], [answered("accepted"), joined(lead)]);
    expect(await invitations(accepted)).toEqual([[trainer, otherLead]]);
    expect((await accepted.rows("users")).find((row) => row.id === trainer)).toMatchObject({ local_lead_id: lead });
    const declined = await spec.given([...people, invited(lead, 1), answered("declined")]);
    expect(await invitations(declined)).toEqual([]);
    const moved = await spec.given(people, [invited(lead, 1)], [joined(lead)]);
    expect(await invitations(moved)).toEqual([]);
  });

  it("lets the invitations of an erased trainer or lead go", async () => {
    const trainerGone = await spec.given(people, [invited(lead, 1), invited(otherLead, 2), deleted(trainer)]);
    expect(trainerGone.failures).toEqual([]);
    expect(await invitations(trainerGone)).toEqual([]);
    const leadGone = await spec.given([...people, invited(lead, 1), invited(otherLead, 2)], [deleted(lead)]);
    expect(await invitations(leadGone)).toEqual([[trainer, otherLead]]);
  });
});
