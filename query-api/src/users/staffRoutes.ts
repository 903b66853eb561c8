import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ROLES,
  STAFF_ROLES,
  isAdminLevel,
  localLeadContract,
  localLeadGroupContract,
  localLeadsContract,
  myGroupInvitationsContract,
  myTrainersContract,
  participantsContract,
  splitDirectory,
  trainersAndLeadsContract,
} from "@wellbeing/domain";
import { notFound, requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { allStaff, findLocalLead, groupMembers, groupOf, localLeads, participantPage } from "./directoryQueries";
import { invitationsOfTrainer, invitedTrainersOf } from "./groupInvitationQueries";

const ADMINS = ROLES.filter(isAdminLevel);
const admin = (request: FastifyRequest) => requireRole(request, ADMINS);
const staffMember = (request: FastifyRequest) => requireRole(request, STAFF_ROLES);

/**
 * The staff directory's reads (spec §2.17, §7): the admin's trainers, local leads and participants,
 * a local lead's trainers, and the names-only pickers any staff member may use.
 */
export const staffRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  const { db, schema } = deps;

  routeContract(app, trainersAndLeadsContract, { caller: admin, handle: async () => splitDirectory(await allStaff(db, schema)) });

  routeContract(app, myTrainersContract, {
    caller: (request) => requireRole(request, ["localLead"]),
    handle: async ({ caller }) => {
      const [trainerList, invitedTrainers] = await Promise.all([groupOf(db, schema, caller.userId), invitedTrainersOf(db, schema, caller.userId)]);
      return { trainerList, invitedTrainers };
    },
  });

  routeContract(app, myGroupInvitationsContract, {
    caller: (request) => requireRole(request, ["trainer", "localLead"]),
    handle: async ({ caller }) => ({ invitations: await invitationsOfTrainer(db, schema, caller.userId) }),
  });

  routeContract(app, participantsContract, { caller: admin, handle: ({ query }) => participantPage(db, schema, query.page) });

  routeContract(app, localLeadsContract, { caller: staffMember, handle: () => localLeads(db, schema) });

  routeContract(app, localLeadGroupContract, { caller: staffMember, handle: ({ params }) => groupMembers(db, schema, params.id) });

  routeContract(app, localLeadContract, {
    caller: staffMember,
    handle: async ({ params }) => {
      const lead = await findLocalLead(db, schema, params.id);
      if (!lead) throw notFound("local lead");
      return lead;
    },
  });
};
