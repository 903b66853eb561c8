import { Either } from "effect";
import { message, type Message } from "../i18n/translate";
import { isAdminLevel, type Role } from "../roles";
import type { Decider } from "../shared/decider";
import { Conflict, NotAllowed, NotFound, type DomainError } from "../shared/domainError";
import type { DomainEvent } from "../events";
import type { MemberFacts, StaffActor, StaffCommand } from "./staffCommands";
import type { StaffEvent } from "./staffEvents";

/** The roles the staff directory lists, groups and archives (admins are managed elsewhere). */
export const DIRECTORY_ROLES: ReadonlyArray<Role> = ["trainer", "localLead", "auditor"];

/** What the staff directory knows of a person, folded from their user stream. */
export interface StaffState {
  /** The local lead whose group the person is in. */
  readonly localLeadId: string | null;
  readonly archived: boolean;
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
const isLeadOf = (actor: StaffActor, localLeadId: string): boolean => actor.role === "localLead" && actor.userId === localLeadId;

/**
 * The staff directory over the user stream: who is in which local lead's group, and who is
 * archived. Events of other deciders on the same stream leave this state alone, except the
 * registration, which may place a trainer in a group from the start.
 */
export const staffDecider: Decider<StaffCommand, DomainEvent, StaffState, DomainError> = {
  initialState: { localLeadId: null, archived: false },
  evolve: (state, event) => {
    switch (event.type) {
      case "UserRegistered":
        return { ...state, localLeadId: event.data.localLeadId };
      case "TrainerJoinedGroup":
        return { ...state, localLeadId: event.data.localLeadId };
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
        return Either.right([
          { type: "TrainerJoinedGroup", data: { userId: trainer.userId, localLeadId, previousLocalLeadId: state.localLeadId, joinedAt: command.now } },
        ]);
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
