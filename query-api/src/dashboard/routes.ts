import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { ROLES, SESSION_MANAGER_ROLES } from "@wellbeing/domain";
import { decodeInput, requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { reachOf } from "./reachQueries";

/** The old client sends the role it believes it has; it is read, and ignored. */
const DashboardRequest = Schema.Struct({ userType: Schema.optional(Schema.Literal(...ROLES)) });

/** A read sent as POST (the old client's shape): a gateway must route it to the query API. */
export const DASHBOARD_PATH = "/api/all/dashboard";

/** POST /api/all/dashboard: the caller's stats. The scope comes from the token, never from the body. */
export const dashboardRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  app.post(DASHBOARD_PATH, async (request) => {
    const caller = requireRole(request, SESSION_MANAGER_ROLES);
    decodeInput(DashboardRequest, request.body);
    return reachOf(deps.db, deps.schema, caller);
  });
};
