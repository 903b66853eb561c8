import type { FastifyInstance } from "fastify";
import { STAFF_ROLES, recordResultsAccessContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { recordResultsAccessConsent } from "./recordConsent";

/** A staff member gives or withdraws their lead's and admins' access to their results (My Account, §2.5, §6). */
export const resultsAccessRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, recordResultsAccessContract, {
    caller: (request) => requireRole(request, STAFF_ROLES),
    handle: async ({ caller, body: { consent }, request, reply }) => {
      const position = orRefuse(await recordResultsAccessConsent(deps, caller, consent, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return { consent };
    },
  });
};
