import type { FastifyInstance } from "fastify";
import { STAFF_ROLES, myResultsAccessContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { resultsAccessConsents } from "./consents";

/** The caller's own results-access consent, for My Account (§2.5; staff only). */
export const resultsAccessRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, myResultsAccessContract, {
    caller: (request) => requireRole(request, STAFF_ROLES),
    handle: async ({ caller }) => {
      const consents = await resultsAccessConsents(deps.db, deps.schema, [caller.userId]);
      return { consent: consents.get(caller.userId)! };
    },
  });
};
