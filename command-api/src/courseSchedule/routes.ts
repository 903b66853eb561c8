import type { FastifyInstance } from "fastify";
import { choosePublicLeadsContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { choosePublicLeads } from "./choosePublicLeads";

/** POST /api/course-schedule/leads (§2.8, §7): an admin chooses whose sessions appear publicly. */
export const courseScheduleRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, choosePublicLeadsContract, {
    caller: (request) => requireRole(request, ["admin", "superAdmin"]),
    handle: async ({ caller, body, request, reply }) => {
      const { leads, position } = orRefuse(
        await choosePublicLeads(deps.store, { userId: caller.userId, role: caller.role }, body.leads, contextOf(request, deps.clock())),
      );
      withConsistencyToken(reply, position);
      return leads;
    },
  });
};
