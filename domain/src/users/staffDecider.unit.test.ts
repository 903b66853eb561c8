import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../events";
import type { Role } from "../roles";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { StaffActor } from "./commands";
import { groupAdditionOf, staffDecider, usableRoles, withStaffStanding } from "./staffDecider";
import type { StaffEvent } from "./events";
import { message } from "../i18n/translate";

const ADMIN = "00000000-0000-7000-8000-0000000000a1";
const LEAD = "00000000-0000-7000-8000-0000000000b1";
const OTHER_LEAD = "00000000-0000-7000-8000-0000000000b2";
const TRAINER = "00000000-0000-7000-8000-0000000000c1";
const now = "2026-11-21T09:00:00.000Z";

const registered = (userId: string, roles: Role[], localLeadId: string | null = null): DomainEvent => ({
  type: "UserRegistered",
  data: {
    userId,
    email: `${userId}@example.org`,
    name: "Someone",
    passwordHash: null,
    roles,
    organisation: null,
    localAuthorities: [],
    localLeadId,
    registeredAt: now,
  },
});

const admin: StaffActor = { userId: ADMIN, role: "admin" };
const lead: StaffActor = { userId: LEAD, role: "localLead" };
const trainer = { userId: TRAINER, roles: ["trainer"] as Role[] };

const joined = (localLeadId: string, previousLocalLeadId: string | null = null): DomainEvent => ({
  type: "TrainerJoinedGroup",
  data: { userId: TRAINER, localLeadId, previousLocalLeadId, joinedAt: now },
});
const left = (localLeadId: string, removedBy: "localLead" | "trainer"): DomainEvent => ({
  type: "TrainerLeftGroup",
  data: { userId: TRAINER, localLeadId, removedBy, leftAt: now },
});
const invited = (localLeadId: string, currentLocalLeadId: string): DomainEvent => ({
  type: "GroupInvitationSent",
  data: { userId: TRAINER, localLeadId, currentLocalLeadId, invitedAt: now },
});
const answered = (localLeadId: string, answer: "accepted" | "declined"): DomainEvent => ({
  type: "GroupInvitationAnswered",
  data: { userId: TRAINER, localLeadId, answer, answeredAt: now },
});
const archived = (userId = TRAINER): DomainEvent => ({ type: "StaffArchived", data: { userId, archivedAt: now } });
const restored = (userId = TRAINER): DomainEvent => ({ type: "StaffRestored", data: { userId, restoredAt: now } });

const { given } = givenWhenThen(staffDecider);

describe("a local lead adds a trainer to their group", () => {
  const add = (actor: StaffActor = lead, member = trainer) => ({ type: "AddTrainerToGroup" as const, trainer: member, localLeadId: LEAD, actor, now });

  it("a trainer without a group joins it", () => {
    given(registered(TRAINER, ["trainer"]))
      .when(add())
      .then(joined(LEAD));
  });

  it("a trainer of another lead's group is invited, and stays in their group (never moved silently)", () => {
    given(registered(TRAINER, ["trainer"], OTHER_LEAD))
      .when(add())
      .then(invited(LEAD, OTHER_LEAD));
    const state = [registered(TRAINER, ["trainer"], OTHER_LEAD), invited(LEAD, OTHER_LEAD)].reduce(staffDecider.evolve, staffDecider.initialState);
    expect(state).toEqual({ localLeadId: OTHER_LEAD, archived: false, invitations: [{ localLeadId: LEAD, currentLocalLeadId: OTHER_LEAD, invitedAt: now }] });
  });

  it("a trainer already invited is not invited again (the endpoint answers that the invitation is pending)", () => {
    given(registered(TRAINER, ["trainer"], OTHER_LEAD), invited(LEAD, OTHER_LEAD))
      .when(add())
      .then();
  });

  it("a trainer who declined may be invited again", () => {
    given(registered(TRAINER, ["trainer"], OTHER_LEAD), invited(LEAD, OTHER_LEAD), answered(LEAD, "declined"))
      .when(add())
      .then(invited(LEAD, OTHER_LEAD));
  });

  it("says what adding came to: joined, already in the group, invited, already invited", () => {
    const before = (...events: DomainEvent[]) => events.reduce(staffDecider.evolve, staffDecider.initialState);
    expect(groupAdditionOf(before(registered(TRAINER, ["trainer"])), LEAD, [joined(LEAD) as StaffEvent])).toBe("joined");
    expect(groupAdditionOf(before(registered(TRAINER, ["trainer"], LEAD)), LEAD, [])).toBe("alreadyInGroup");
    expect(groupAdditionOf(before(registered(TRAINER, ["trainer"], OTHER_LEAD)), LEAD, [invited(LEAD, OTHER_LEAD) as StaffEvent])).toBe("invited");
    expect(groupAdditionOf(before(registered(TRAINER, ["trainer"], OTHER_LEAD), invited(LEAD, OTHER_LEAD)), LEAD, [])).toBe("alreadyInvited");
  });

  it("a trainer already in the group records nothing (the endpoint answers alreadyInGroup)", () => {
    given(registered(TRAINER, ["trainer"], LEAD))
      .when(add())
      .then();
    given(registered(TRAINER, ["trainer"]), joined(LEAD))
      .when(add())
      .then();
  });

  it("a trainer who left may be added again", () => {
    given(registered(TRAINER, ["trainer"], LEAD), left(LEAD, "trainer"))
      .when(add())
      .then(joined(LEAD));
  });

  it("only that local lead may add to their group", () => {
    given(registered(TRAINER, ["trainer"]))
      .when(add({ userId: OTHER_LEAD, role: "localLead" }))
      .thenFails({ _tag: "NotAllowed" });
    given(registered(TRAINER, ["trainer"]))
      .when(add(admin))
      .thenFails({ _tag: "NotAllowed" });
    given(registered(TRAINER, ["trainer"]))
      .when(add({ userId: LEAD, role: "trainer" }))
      .thenFails({ _tag: "NotAllowed" });
  });

  it("refuses, under the e-mail field, someone who is not a trainer, an archived trainer, and the lead themself", () => {
    given(registered(TRAINER, ["participant"]))
      .when(add(lead, { userId: TRAINER, roles: ["participant"] }))
      .thenFails({ _tag: "Conflict", field: "email", reason: message("product.notATrainer") });
    given(registered(TRAINER, ["trainer"]), archived())
      .when(add())
      .thenFails({ _tag: "Conflict", field: "email", reason: message("product.staffAccountArchived") });
    given(registered(LEAD, ["localLead", "trainer"]))
      .when(add(lead, { userId: LEAD, roles: ["localLead", "trainer"] }))
      .thenFails({ _tag: "Conflict", field: "email", reason: message("product.cannotAddYourself") });
  });
});

describe("a trainer answers a local lead's invitation (the e-mailed link, logged in)", () => {
  const answer = (choice: "accept" | "decline", facts: { actorId?: string; member?: typeof trainer; leadIsActive?: boolean } = {}) => ({
    type: "AnswerGroupInvitation" as const,
    trainer: facts.member ?? trainer,
    localLeadId: LEAD,
    actorId: facts.actorId ?? TRAINER,
    answer: choice,
    leadIsActive: facts.leadIsActive ?? true,
    now,
  });
  const inAnotherGroup = [registered(TRAINER, ["trainer"], OTHER_LEAD), invited(LEAD, OTHER_LEAD)];

  it("accepting moves them from their group to the inviting lead's", () => {
    given(...inAnotherGroup)
      .when(answer("accept"))
      .then(answered(LEAD, "accepted"), joined(LEAD, OTHER_LEAD));
  });

  it("declining leaves them where they are", () => {
    given(...inAnotherGroup)
      .when(answer("decline"))
      .then(answered(LEAD, "declined"));
  });

  it("only the invited trainer answers, and only an invitation still waiting", () => {
    given(...inAnotherGroup)
      .when(answer("accept", { actorId: OTHER_LEAD }))
      .thenFails({ _tag: "NotAllowed" });
    given(registered(TRAINER, ["trainer"], OTHER_LEAD))
      .when(answer("accept"))
      .thenFails({ _tag: "NotFound", what: "group invitation" });
    given(...inAnotherGroup, answered(LEAD, "declined"))
      .when(answer("accept"))
      .thenFails({ _tag: "NotFound" });
    given(...inAnotherGroup, answered(LEAD, "accepted"), joined(LEAD, OTHER_LEAD))
      .when(answer("decline"))
      .thenFails({ _tag: "NotFound" });
  });

  it("refuses to accept for an archived trainer, or into the group of someone no longer an active local lead", () => {
    given(...inAnotherGroup, archived())
      .when(answer("accept"))
      .thenFails({ _tag: "Conflict", reason: message("product.staffAccountArchived") });
    given(...inAnotherGroup)
      .when(answer("accept", { leadIsActive: false }))
      .thenFails({ _tag: "Conflict", reason: message("groupInvitations.leadNoLongerLeads") });
    given(...inAnotherGroup)
      .when(answer("decline", { leadIsActive: false }))
      .then(answered(LEAD, "declined"));
  });

  it("a move by an admin into the inviting lead's group settles the invitation", () => {
    const state = [...inAnotherGroup, joined(LEAD, OTHER_LEAD)].reduce(staffDecider.evolve, staffDecider.initialState);
    expect(state.invitations).toEqual([]);
  });
});

describe("an admin moves a trainer to a local lead's group", () => {
  const move = (facts: { actor?: StaffActor; member?: typeof trainer; leadIsActive?: boolean; to?: string } = {}) => ({
    type: "MoveTrainerToGroup" as const,
    trainer: facts.member ?? trainer,
    localLeadId: facts.to ?? LEAD,
    actor: facts.actor ?? admin,
    leadIsActive: facts.leadIsActive ?? true,
    now,
  });

  it("moves them from any group, or none", () => {
    given(registered(TRAINER, ["trainer"], OTHER_LEAD))
      .when(move())
      .then(joined(LEAD, OTHER_LEAD));
    given(registered(TRAINER, ["trainer"]))
      .when(move())
      .then(joined(LEAD));
    given(registered(TRAINER, ["trainer"], LEAD))
      .when(move())
      .then();
  });

  it("only admins move trainers", () => {
    for (const actor of [lead, { userId: TRAINER, role: "trainer" as const }]) {
      given(registered(TRAINER, ["trainer"], OTHER_LEAD))
        .when(move({ actor }))
        .thenFails({ _tag: "NotAllowed" });
    }
  });

  it("refuses someone who is not a trainer, a lead who is not an active local lead, an archived trainer, and a lead's own group", () => {
    given(registered(TRAINER, ["participant"]))
      .when(move({ member: { userId: TRAINER, roles: ["participant"] } }))
      .thenFails({ _tag: "NotFound", what: "trainer" });
    given(registered(TRAINER, ["trainer"]))
      .when(move({ leadIsActive: false }))
      .thenFails({ _tag: "NotFound", what: "local lead" });
    given(registered(TRAINER, ["trainer"]), archived())
      .when(move())
      .thenFails({ _tag: "Conflict", reason: message("product.staffAccountArchived") });
    given(registered(LEAD, ["trainer", "localLead"]))
      .when(move({ member: { userId: LEAD, roles: ["trainer", "localLead"] } }))
      .thenFails({ _tag: "Conflict", reason: message("groupInvitations.ownGroup") });
  });
});

describe("a local lead removes a trainer from their group", () => {
  const remove = (actor: StaffActor = lead, member = trainer) => ({ type: "RemoveTrainerFromGroup" as const, trainer: member, localLeadId: LEAD, actor, now });

  it("the trainer leaves the group", () => {
    given(registered(TRAINER, ["trainer"], LEAD))
      .when(remove())
      .then(left(LEAD, "localLead"));
  });

  it("nobody removes themself from the list", () => {
    given(registered(LEAD, ["localLead"]))
      .when(remove(lead, { userId: LEAD, roles: ["localLead"] }))
      .thenFails({ _tag: "NotAllowed", reason: message("product.cannotRemoveYourself") });
  });

  it("only that group's lead may remove", () => {
    given(registered(TRAINER, ["trainer"], LEAD))
      .when(remove({ userId: OTHER_LEAD, role: "localLead" }))
      .thenFails({ _tag: "NotAllowed" });
    given(registered(TRAINER, ["trainer"], LEAD))
      .when(remove(admin))
      .thenFails({ _tag: "NotAllowed" });
  });

  it("a trainer not in the group is not found", () => {
    given(registered(TRAINER, ["trainer"], OTHER_LEAD))
      .when(remove())
      .thenFails({ _tag: "NotFound" });
    given(registered(TRAINER, ["trainer"], LEAD), left(LEAD, "localLead"))
      .when(remove())
      .thenFails({ _tag: "NotFound" });
  });
});

describe("a trainer leaves a group by the e-mailed link", () => {
  const leave = (actorId: string) => ({ type: "LeaveGroup" as const, trainer, localLeadId: LEAD, actorId, now });

  it("the trainer themself leaves", () => {
    given(registered(TRAINER, ["trainer"], LEAD))
      .when(leave(TRAINER))
      .then(left(LEAD, "trainer"));
  });

  it("nobody else may use the link", () => {
    given(registered(TRAINER, ["trainer"], LEAD))
      .when(leave(LEAD))
      .thenFails({ _tag: "NotAllowed" });
    given(registered(TRAINER, ["trainer"], LEAD))
      .when(leave(ADMIN))
      .thenFails({ _tag: "NotAllowed" });
  });

  it("a group the trainer is not in (any more) is not found", () => {
    given(registered(TRAINER, ["trainer"], LEAD), left(LEAD, "trainer"))
      .when(leave(TRAINER))
      .thenFails({ _tag: "NotFound" });
    given(registered(TRAINER, ["trainer"], LEAD), joined(OTHER_LEAD, LEAD))
      .when(leave(TRAINER))
      .thenFails({ _tag: "NotFound" });
  });
});

describe("an admin archives and restores staff", () => {
  const archive = (actor: StaffActor = admin, member = trainer) => ({ type: "ArchiveStaff" as const, member, actor, now });
  const restore = (actor: StaffActor = admin, member = trainer) => ({ type: "RestoreStaff" as const, member, actor, now });

  it("archives a trainer or a local lead, then restores them", () => {
    given(registered(TRAINER, ["trainer"]))
      .when(archive())
      .then(archived());
    given(registered(LEAD, ["localLead"]))
      .when(archive(admin, { userId: LEAD, roles: ["localLead"] }))
      .then(archived(LEAD));
    given(registered(TRAINER, ["trainer"]), archived())
      .when(restore())
      .then(restored());
  });

  it("archiving twice or restoring someone not archived records nothing", () => {
    given(registered(TRAINER, ["trainer"]), archived())
      .when(archive())
      .then();
    given(registered(TRAINER, ["trainer"]))
      .when(restore())
      .then();
    given(registered(TRAINER, ["trainer"]), archived(), restored())
      .when(restore())
      .then();
  });

  it("only admins may, and never on themselves", () => {
    given(registered(TRAINER, ["trainer"]))
      .when(archive(lead))
      .thenFails({ _tag: "NotAllowed" });
    given(registered(TRAINER, ["trainer"]), archived())
      .when(restore(lead))
      .thenFails({ _tag: "NotAllowed" });
    given(registered(ADMIN, ["admin", "trainer"]))
      .when(archive(admin, { userId: ADMIN, roles: ["admin", "trainer"] }))
      .thenFails({ _tag: "NotAllowed", reason: message("product.cannotArchiveYourself") });
  });

  it("a person without a trainer or local lead account is not in the directory", () => {
    given(registered(TRAINER, ["participant"]))
      .when(archive(admin, { userId: TRAINER, roles: ["participant"] }))
      .thenFails({ _tag: "NotFound" });
    given()
      .when(archive(admin, { userId: TRAINER, roles: [] }))
      .thenFails({ _tag: "NotFound" });
  });

  it("an archived person keeps only their non-staff accounts", () => {
    expect(usableRoles(["trainer", "participant"], { localLeadId: LEAD, archived: true, invitations: [] })).toEqual(["participant"]);
    expect(usableRoles(["trainer", "participant"], { localLeadId: LEAD, archived: false, invitations: [] })).toEqual(["trainer", "participant"]);
    expect(usableRoles(["admin", "localLead"], { localLeadId: null, archived: true, invitations: [] })).toEqual(["admin"]);
    expect(withStaffStanding({ userId: TRAINER, roles: ["trainer"], localLeadId: LEAD }, { localLeadId: OTHER_LEAD, archived: true, invitations: [] })).toEqual(
      {
        userId: TRAINER,
        roles: [],
        localLeadId: OTHER_LEAD,
      },
    );
  });

  it("events of other deciders on the stream leave the state alone", () => {
    const state = [
      registered(TRAINER, ["trainer"], LEAD),
      { type: "EmailClaimed", data: { userId: TRAINER, claimedAt: now } } as DomainEvent,
      archived(),
    ].reduce(staffDecider.evolve, staffDecider.initialState);
    expect(state).toEqual({ localLeadId: LEAD, archived: true, invitations: [] });
  });
});
