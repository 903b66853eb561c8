import type { FastifyInstance } from "fastify";
import { ROLES, errorReportsContract, isAdminLevel } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { errorReportPage } from "./queries";

const ADMINS = ROLES.filter(isAdminLevel);

/** GET /api/error-reports: the admins' Reports screen (§1). */
export const errorReportRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, errorReportsContract, {
    caller: (request) => requireRole(request, ADMINS),
    handle: ({ query }) => errorReportPage(deps.db, deps.schema, query.page),
  });
};
