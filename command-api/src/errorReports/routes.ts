import type { FastifyInstance } from "fastify";
import { LIMITS, message, reportErrorContract } from "@wellbeing/domain";
import { routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, personOrClient } from "../infrastructure/rateLimits";
import { reportError } from "./reportError";

/** POST /api/error-reports (§1): anyone may report a crash (a public page can crash too); who is logged in is noted. */
export const errorReportRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, reportErrorContract, {
    config: limitedBy(deps.rateLimits.errorReports, (request) => `error-reports:${personOrClient(request)}`, message("errorReports.tooManyReports")),
    handle: async ({ body, request, reply }) => {
      const userAgent = request.headers["user-agent"]?.slice(0, LIMITS.linkMaxLength) ?? null;
      const source = { reporterId: request.caller?.userId ?? null, userAgent };
      const { recorded, position } = orRefuse(await reportError(deps.store, body, source, Math.random(), contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return { recorded };
    },
  });
};
