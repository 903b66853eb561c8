import { Either } from "effect";
import { message, type Message } from "../i18n/translate";
import { isAdminLevel, type Role } from "../roles";
import type { Decider } from "../shared/decider";
import { Conflict, NotAllowed, NotFound, type DomainError } from "../shared/domainError";
import type { DomainEvent } from "../events";
import type { MemberFacts, StaffActor, StaffCommand } from "./commands";
import type { StaffEvent } from "./events";

/** The roles the staff directory lists, groups and archives (admins are managed elsewhere). */
const DIRECTORY_ROLES: ReadonlyArray<Role> = ["trainer", "localLead", "auditor"];

/** A local lead's invitation to join their group, waiting for the trainer's answer. */
interface PendingGroupInvitation {
  readonly localLeadId: string;
  /** The lead whose group the trainer was in when invited. */
  readonly currentLocalLeadId: string;
  readonly invitedAt: string;
}

/** What the staff directory knows of a person, folded from their user stream. */
export interface StaffState {
  /** The local lead whose group the person is in. */
  readonly localLeadId: string | null;
  readonly archived: boolean;
  /** Invitations to other local leads' groups the trainer has not answered. */
  readonly invitations: ReadonlyArray<PendingGroupInvitation>;
}

const isDirectoryMember = (member: MemberFacts): boolean => member.roles.some((role) => DIRECTORY_ROLES.includes(role));

/** The accounts a person may use now: an archived person keeps only their non-staff ones (e.g. participant). */
export const usableRoles = (roles: ReadonlyArray<Role>, staff: StaffState): ReadonlyArray<Role> =>
  staff.archived ? roles.filter((role) => !DIRECTORY_ROLES.includes(role)) : roles;

/** An account as the staff directory stands it: only its usable roles, in its current group. */
export const withStaffStanding = <Account extends { readonly roles: ReadonlyArray<Role>; readonly localLeadId: string | null }>(
  account: Account,
  staff: StaffState,
): Account => ({ ...account, roles: usableRoles(account.roles, staff), localLeadId: staff.localLeadId });

const refuse = (reason: Message = message("product.notAllowed")) => Either.left(new NotAllowed({ reason }));
const conflict = (key: Parameters<typeof message>[0], field?: string) => Either.left(new Conflict({ reason: message(key), ...(field ? { field } : {}) }));
const isLeadOf = (actor: StaffActor, localLeadId: string): boolean => actor.role === "localLead" && actor.userId === localLeadId;

const withoutInvitationOf = (invitations: ReadonlyArray<PendingGroupInvitation>, localLeadId: string) =>
  invitations.filter((invitation) => invitation.localLeadId !== localLeadId);

/** The trainer's invitation from this local lead, while unanswered. */
const invitationFrom = (state: StaffState, localLeadId: string): PendingGroupInvitation | undefined =>
  state.invitations.find((invitation) => invitation.localLeadId === localLeadId);

/** What adding a trainer to a group came to, from the trainer's standing before it and what it recorded. */
type GroupAddition = "joined" | "alreadyInGroup" | "invited" | "alreadyInvited";

export const groupAdditionOf = (before: StaffState, localLeadId: string, events: ReadonlyArray<StaffEvent>): GroupAddition => {
  if (events.some((event) => event.type === "TrainerJoinedGroup")) return "joined";
  if (events.some((event) => event.type === "GroupInvitationSent")) return "invited";
  return before.localLeadId === localLeadId ? "alreadyInGroup" : "alreadyInvited";
};

const joinedGroup = (userId: string, localLeadId: string, state: StaffState, now: string): StaffEvent => ({
  type: "TrainerJoinedGroup",
  data: { userId, localLeadId, previousLocalLeadId: state.localLeadId, joinedAt: now },
});

/**
 * The staff directory over the user stream: who is in which local lead's group, and who is
 * archived. Events of other deciders on the same stream leave this state alone, except the
 * registration, which may place a trainer in a group from the start.
 */
export const staffDecider: Decider<StaffCommand, DomainEvent, StaffState, DomainError> = {
  initialState: { localLeadId: null, archived: false, invitations: [] },
  evolve: (state, event) => {
    switch (event.type) {
      case "UserRegistered":
        return { ...state, localLeadId: event.data.localLeadId };
      case "TrainerJoinedGroup":
        return { ...state, localLeadId: event.data.localLeadId, invitations: withoutInvitationOf(state.invitations, event.data.localLeadId) };
      case "GroupInvitationSent": {
        const { localLeadId, currentLocalLeadId, invitedAt } = event.data;
        return { ...state, invitations: [...withoutInvitationOf(state.invitations, localLeadId), { localLeadId, currentLocalLeadId, invitedAt }] };
      }
      case "GroupInvitationAnswered":
        return { ...state, invitations: withoutInvitationOf(state.invitations, event.data.localLeadId) };
      case "TrainerLeftGroup":
        return state.localLeadId === event.data.localLeadId ? { ...state, localLeadId: null } : state;
      case "StaffArchived":
        return { ...state, archived: true };
      case "StaffRestored":
        return { ...state, archived: false };
      default:
        return state;
    }
  },
  decide: (command, state): Either.Either<ReadonlyArray<StaffEvent>, DomainError> => {
    switch (command.type) {
      case "AddTrainerToGroup": {
        const { trainer, localLeadId, actor } = command;
        if (!isLeadOf(actor, localLeadId)) return refuse();
        if (trainer.userId === localLeadId) return Either.left(new Conflict({ reason: message("product.cannotAddYourself"), field: "email" }));
        if (!trainer.roles.includes("trainer")) return Either.left(new Conflict({ reason: message("product.notATrainer"), field: "email" }));
        if (state.archived) return Either.left(new Conflict({ reason: message("product.staffAccountArchived"), field: "email" }));
        if (state.localLeadId === localLeadId) return Either.right([]);
        // A trainer in no group joins at once (§2.17, §8 'User added'); nobody is taken from another lead without saying yes.
        if (state.localLeadId === null) return Either.right([joinedGroup(trainer.userId, localLeadId, state, command.now)]);
        if (invitationFrom(state, localLeadId)) return Either.right([]);
        return Either.right([
          { type: "GroupInvitationSent", data: { userId: trainer.userId, localLeadId, currentLocalLeadId: state.localLeadId, invitedAt: command.now } },
        ]);
      }
      case "AnswerGroupInvitation": {
        const { trainer, localLeadId } = command;
        if (command.actorId !== trainer.userId) return refuse();
        if (!invitationFrom(state, localLeadId) || trainer.roles.length === 0) return Either.left(new NotFound({ what: "group invitation" }));
        const answered = (answer: "accepted" | "declined"): StaffEvent => ({
          type: "GroupInvitationAnswered",
          data: { userId: trainer.userId, localLeadId, answer, answeredAt: command.now },
        });
        if (command.answer === "decline") return Either.right([answered("declined")]);
        if (state.archived) return conflict("product.staffAccountArchived");
        if (!trainer.roles.includes("trainer")) return conflict("product.notATrainer");
        if (!command.leadIsActive) return conflict("groupInvitations.leadNoLongerLeads");
        return Either.right([answered("accepted"), joinedGroup(trainer.userId, localLeadId, state, command.now)]);
      }
      case "MoveTrainerToGroup": {
        const { trainer, localLeadId, actor } = command;
        if (!isAdminLevel(actor.role)) return refuse();
        if (!trainer.roles.includes("trainer")) return Either.left(new NotFound({ what: "trainer" }));
        if (trainer.userId === localLeadId) return conflict("groupInvitations.ownGroup", "localLeadId");
        if (!command.leadIsActive) return Either.left(new NotFound({ what: "local lead" }));
        if (state.archived) return conflict("product.staffAccountArchived");
        if (state.localLeadId === localLeadId) return Either.right([]);
        return Either.right([joinedGroup(trainer.userId, localLeadId, state, command.now)]);
      }
      case "RemoveTrainerFromGroup": {
        const { trainer, localLeadId, actor } = command;
        if (actor.userId === trainer.userId) return refuse(message("product.cannotRemoveYourself"));
        if (!isLeadOf(actor, localLeadId)) return refuse();
        if (state.localLeadId !== localLeadId || trainer.roles.length === 0) return Either.left(new NotFound({ what: "trainer in your group" }));
        return Either.right([{ type: "TrainerLeftGroup", data: { userId: trainer.userId, localLeadId, removedBy: "localLead", leftAt: command.now } }]);
      }
      case "LeaveGroup": {
        const { trainer, localLeadId } = command;
        if (command.actorId !== trainer.userId) return refuse();
        if (state.localLeadId !== localLeadId || trainer.roles.length === 0) return Either.left(new NotFound({ what: "group membership" }));
        return Either.right([{ type: "TrainerLeftGroup", data: { userId: trainer.userId, localLeadId, removedBy: "trainer", leftAt: command.now } }]);
      }
      case "ArchiveStaff": {
        const { member, actor } = command;
        if (!isAdminLevel(actor.role)) return refuse();
        if (actor.userId === member.userId) return refuse(message("product.cannotArchiveYourself"));
        if (!isDirectoryMember(member)) return Either.left(new NotFound({ what: "staff member" }));
        if (state.archived) return Either.right([]);
        return Either.right([{ type: "StaffArchived", data: { userId: member.userId, archivedAt: command.now } }]);
      }
      case "RestoreStaff": {
        const { member, actor } = command;
        if (!isAdminLevel(actor.role)) return refuse();
        if (!isDirectoryMember(member)) return Either.left(new NotFound({ what: "staff member" }));
        if (!state.archived) return Either.right([]);
        return Either.right([{ type: "StaffRestored", data: { userId: member.userId, restoredAt: command.now } }]);
      }
    }
  },
};
