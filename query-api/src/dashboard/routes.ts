import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, dashboardContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { reachOf } from "./reachQueries";

/** A read sent as POST (the old client's shape): a gateway must route it to the query API. */
export const DASHBOARD_PATH = dashboardContract.path;

/** POST /api/all/dashboard: the caller's stats. The scope comes from the token, never from the body. */
export const dashboardRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, dashboardContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: ({ caller }) => reachOf(deps.db, deps.schema, caller),
  });
};
