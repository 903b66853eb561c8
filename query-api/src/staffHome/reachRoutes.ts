import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, dashboardContract, type Stats } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import { SharedReads, routePositions } from "../consistency/sharedReads";
import type { QueryApiDeps } from "../deps";
import { reachOf, reachQuestion } from "./reachQueries";

/** A read sent as POST (the old client's shape): a gateway must route it to the query API. */
export const DASHBOARD_PATH = dashboardContract.path;

/** POST /api/all/dashboard: the caller's stats. The scope comes from the token, never from the body. */
export const reachRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  // A push makes every open dashboard refetch at once: every admin's figures are one answer per commit.
  const shared = new SharedReads<Stats>(routePositions(deps.watermark, dashboardContract));
  routeContract(app, dashboardContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: ({ caller }) => shared.read(reachQuestion(caller), () => reachOf(deps.db, deps.schema, caller)),
  });
};
