import type { FastifyInstance } from "fastify";
import { ParticipantsQuery, ROLES, STAFF_ROLES, isAdminLevel, splitDirectory } from "@wellbeing/domain";
import { decodeInput, notFound, requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { idParam } from "../http";
import { allStaff, findLocalLead, groupMembers, groupOf, localLeads, participantPage } from "./directoryQueries";

const ADMINS = ROLES.filter(isAdminLevel);

/**
 * The staff directory's reads (spec §2.17, §7): the admin's trainers, local leads and participants,
 * a local lead's trainers, and the names-only pickers any staff member may use.
 */
export const staffRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  const { db, schema } = deps;

  app.get("/api/users/admin/trainers-and-leads", async (request) => {
    requireRole(request, ADMINS);
    return splitDirectory(await allStaff(db, schema));
  });

  app.get("/api/users/my-trainers", async (request) => {
    const lead = requireRole(request, ["localLead"]);
    return { trainerList: await groupOf(db, schema, lead.userId) };
  });

  app.get("/api/users/admin/participants", async (request) => {
    requireRole(request, ADMINS);
    const { page } = decodeInput(ParticipantsQuery, request.query);
    return participantPage(db, schema, page);
  });

  app.get("/api/local-leads", async (request) => {
    requireRole(request, STAFF_ROLES);
    return localLeads(db, schema);
  });

  app.get("/api/local-lead/:id/group", async (request) => {
    requireRole(request, STAFF_ROLES);
    return groupMembers(db, schema, idParam(request.params, "local lead"));
  });

  app.get("/api/local-lead/:id", async (request) => {
    requireRole(request, STAFF_ROLES);
    const lead = await findLocalLead(db, schema, idParam(request.params, "local lead"));
    if (!lead) throw notFound("local lead");
    return lead;
  });
};
