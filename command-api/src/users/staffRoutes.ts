import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ROLES,
  addTrainerToGroupContract,
  addUserContract,
  answerGroupInvitationContract,
  moveTrainerToGroupContract,
  archiveStaffContract,
  isAdminLevel,
  leaveGroupContract,
  removeTrainerFromGroupContract,
  restoreStaffContract,
  type MemberFacts,
  type StaffCommand,
  message,
} from "@wellbeing/domain";
import { requireCaller, requireRole, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, personOrClient } from "../infrastructure/rateLimits";
import { addTrainerToGroup } from "./addTrainerToGroup";
import { inviteStaffMember } from "./addUser";
import type { StaffCommandDeps } from "./staffCommandDeps";
import { decideOnStaffMember } from "./staffMembers";
import { answerGroupInvitation, moveTrainerToGroup } from "./groupMoves";

const ADMINS = ROLES.filter(isAdminLevel);
const requireAdmin = (request: FastifyRequest) => requireRole(request, ADMINS);
const requireLocalLead = (request: FastifyRequest) => requireRole(request, ["localLead"]);

/** The staff directory's commands (spec §2.17, §7): add users and trainers, groups, archive and restore. */
export const staffRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  const staffDeps = (request: FastifyRequest): StaffCommandDeps => ({ ...deps, log: request.log });

  /** Decides a staff command on one person's stream (the 204 carries the consistency token). */
  const decide = async (request: FastifyRequest, reply: FastifyReply, userId: string, command: (facts: MemberFacts, now: string) => StaffCommand) => {
    const context = contextOf(request, deps.clock());
    const { position } = orRefuse(await decideOnStaffMember(deps.store, userId, (facts) => command(facts, context.now.toISOString()), context));
    withConsistencyToken(reply, position);
  };

  const invitationLimit = limitedBy(deps.rateLimits.staffInvitations, personOrClient, message("rateLimit.tooManyInvitations"));

  routeContract(app, addUserContract, {
    config: invitationLimit,
    caller: requireAdmin,
    handle: async ({ body: form, request, reply }) => {
      const added = orRefuse(await inviteStaffMember(staffDeps(request), form, contextOf(request, deps.clock())));
      withConsistencyToken(reply, added.position);
      return { _id: added.userId, invitationSent: added.invitationSent };
    },
  });

  routeContract(app, addTrainerToGroupContract, {
    config: invitationLimit,
    caller: requireLocalLead,
    handle: async ({ caller: actor, body: form, request, reply }) => {
      const added = orRefuse(await addTrainerToGroup(staffDeps(request), actor, form, contextOf(request, deps.clock())));
      withConsistencyToken(reply, added.position);
      return {
        alreadyInGroup: added.alreadyInGroup,
        newAccount: added.newAccount,
        emailSent: added.emailSent,
        invitationPending: added.invitationPending,
        alreadyInvited: added.alreadyInvited,
      };
    },
  });

  routeContract(app, answerGroupInvitationContract, {
    caller: (request) => requireRole(request, ["trainer", "localLead"]),
    handle: async ({ caller, params: { localLeadId }, body, request, reply }) => {
      const answered = orRefuse(await answerGroupInvitation(staffDeps(request), caller.userId, localLeadId, body.answer, contextOf(request, deps.clock())));
      withConsistencyToken(reply, answered.position);
    },
  });

  routeContract(app, moveTrainerToGroupContract, {
    caller: requireAdmin,
    handle: async ({ caller: actor, params: { id }, body, request, reply }) => {
      const moved = orRefuse(await moveTrainerToGroup(staffDeps(request), actor, id, body.localLeadId, contextOf(request, deps.clock())));
      withConsistencyToken(reply, moved.position);
    },
  });

  routeContract(app, removeTrainerFromGroupContract, {
    caller: requireLocalLead,
    handle: ({ caller: actor, params: { leadId, trainerId }, request, reply }) =>
      decide(request, reply, trainerId, (trainer, now) => ({ type: "RemoveTrainerFromGroup", trainer, localLeadId: leadId, actor, now })),
  });

  routeContract(app, leaveGroupContract, {
    caller: requireCaller,
    handle: ({ caller, params: { localLeadId, trainerId }, request, reply }) =>
      decide(request, reply, trainerId, (trainer, now) => ({ type: "LeaveGroup", trainer, localLeadId, actorId: caller.userId, now })),
  });

  routeContract(app, archiveStaffContract, {
    caller: requireAdmin,
    handle: ({ caller: actor, params: { id }, request, reply }) => decide(request, reply, id, (member, now) => ({ type: "ArchiveStaff", member, actor, now })),
  });

  routeContract(app, restoreStaffContract, {
    caller: requireAdmin,
    handle: ({ caller: actor, params: { id }, request, reply }) => decide(request, reply, id, (member, now) => ({ type: "RestoreStaff", member, actor, now })),
  });
};
