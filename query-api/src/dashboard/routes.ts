import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES } from "@wellbeing/domain";
import { requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { reachOf } from "./reachQueries";

/** POST /api/all/dashboard: the caller's stats. The scope comes from the token, never from the body. */
export const dashboardRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  app.post("/api/all/dashboard", async (request) => {
    const caller = requireRole(request, SESSION_MANAGER_ROLES);
    return reachOf(deps.db, deps.schema, caller);
  });
};
