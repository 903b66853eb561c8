import { Either, Schema } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RATE_LIMIT_TEXTS, ROLES, Uuid, decodeAddTrainerToGroup, decodeAddUser, isAdminLevel, type StaffCommand, type MemberFacts } from "@wellbeing/domain";
import { badInput, notFound, requireCaller, requireRole } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, personOrClient } from "../infrastructure/rateLimits";
import { addTrainerToGroup } from "./addTrainerToGroup";
import { inviteStaffMember } from "./addUser";
import type { StaffCommandDeps } from "./staffCommandDeps";
import { decideOnStaffMember } from "./staffMembers";

const ADMINS = ROLES.filter(isAdminLevel);

const decodeOr = <A>(result: Either.Either<A, Readonly<Record<string, string>>>): A => {
  if (Either.isLeft(result)) throw badInput(result.left);
  return result.right;
};

/** Path ids that are not even well formed name nobody: 404, like unknown ones. */
const idsOf = <const Names extends ReadonlyArray<string>>(request: FastifyRequest, ...names: Names): Record<Names[number], string> => {
  const decoded = Schema.decodeUnknownEither(Schema.Record({ key: Schema.Literal(...names), value: Uuid }))(request.params, { onExcessProperty: "ignore" });
  if (Either.isLeft(decoded)) throw notFound("user");
  return Object.fromEntries(Object.entries<string>(decoded.right).map(([name, id]) => [name, id.toLowerCase()])) as Record<Names[number], string>;
};

/** The staff directory's commands (spec §2.17, §7): add users and trainers, groups, archive and restore. */
export const staffRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  const staffDeps = (request: FastifyRequest): StaffCommandDeps => ({ ...deps, log: request.log });

  /** Decides a staff command on one person's stream and answers 204 (with the consistency token). */
  const decideAndAnswer = async (request: FastifyRequest, reply: FastifyReply, userId: string, command: (facts: MemberFacts, now: string) => StaffCommand) => {
    const context = contextOf(request, deps.clock());
    const { position } = orRefuse(await decideOnStaffMember(deps.store, userId, (facts) => command(facts, context.now.toISOString()), context));
    return withConsistencyToken(reply, position).status(204).send();
  };

  const invitationLimit = limitedBy(deps.rateLimits.staffInvitations, personOrClient, RATE_LIMIT_TEXTS.tooManyInvitations);

  app.post("/api/users/", { config: invitationLimit }, async (request, reply) => {
    requireRole(request, ADMINS);
    const form = decodeOr(decodeAddUser(request.body ?? {}));
    const added = orRefuse(await inviteStaffMember(staffDeps(request), form, contextOf(request, deps.clock())));
    return withConsistencyToken(reply, added.position).status(201).send({ _id: added.userId, invitationSent: added.invitationSent });
  });

  app.post("/api/users/local-leads/group", { config: invitationLimit }, async (request, reply) => {
    const actor = requireRole(request, ["localLead"]);
    const form = decodeOr(decodeAddTrainerToGroup(request.body ?? {}));
    const added = orRefuse(await addTrainerToGroup(staffDeps(request), actor, form, contextOf(request, deps.clock())));
    return withConsistencyToken(reply, added.position).send({ alreadyInGroup: added.alreadyInGroup, newAccount: added.newAccount, emailSent: added.emailSent });
  });

  app.delete("/api/local-lead/:leadId/trainer/:trainerId", async (request, reply) => {
    const actor = requireRole(request, ["localLead"]);
    const { leadId, trainerId } = idsOf(request, "leadId", "trainerId");
    return decideAndAnswer(request, reply, trainerId, (trainer, now) => ({ type: "RemoveTrainerFromGroup", trainer, localLeadId: leadId, actor, now }));
  });

  app.delete("/api/remove/:localLeadId/:trainerId", async (request, reply) => {
    const caller = requireCaller(request);
    const { localLeadId, trainerId } = idsOf(request, "localLeadId", "trainerId");
    return decideAndAnswer(request, reply, trainerId, (trainer, now) => ({ type: "LeaveGroup", trainer, localLeadId, actorId: caller.userId, now }));
  });

  app.post("/api/users/:id/archive", async (request, reply) => {
    const actor = requireRole(request, ADMINS);
    const { id } = idsOf(request, "id");
    return decideAndAnswer(request, reply, id, (member, now) => ({ type: "ArchiveStaff", member, actor, now }));
  });

  app.post("/api/users/:id/restore", async (request, reply) => {
    const actor = requireRole(request, ADMINS);
    const { id } = idsOf(request, "id");
    return decideAndAnswer(request, reply, id, (member, now) => ({ type: "RestoreStaff", member, actor, now }));
  });
};
