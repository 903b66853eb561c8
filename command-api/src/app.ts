import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/routes";
import { courseScheduleRoutes } from "./courseSchedule/routes";
import type { CommandApiDeps } from "./deps";
import { rosterRoutes } from "./roster/routes";
import { sessionMailRoutes } from "./sessionMail/routes";
import { sessionRoutes } from "./sessions/routes";
import { accountRoutes } from "./account/accountRoutes";
import { emailVerificationRoutes } from "./account/emailVerificationRoutes";
import { evaluationRoutes } from "./evaluations/routes";
import { languageRoutes } from "./account/languageRoutes";
import { staffRoutes } from "./staff/routes";
import { trainerUpgradeRoutes } from "./trainerUpgrade/routes";
import { certificateRoutes } from "./certificates/routes";
import { resultsAccessRoutes } from "./resultsAccess/routes";
import { errorReportRoutes } from "./errorReports/routes";
import { installRateLimits } from "./infrastructure/rateLimits";

/** Every state-changing endpoint. Register on an app that already reads the caller (platform http). */
export const commandApi = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  // Before each handler, after the body is parsed: the log-in limit is keyed by address too.
  installRateLimits(app, deps.rateCounters);
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(emailVerificationRoutes, deps);
  await app.register(languageRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(rosterRoutes, deps);
  await app.register(sessionMailRoutes, deps);
  await app.register(courseScheduleRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(evaluationRoutes, deps);
  await app.register(trainerUpgradeRoutes, deps);
  await app.register(certificateRoutes, deps);
  await app.register(resultsAccessRoutes, deps);
  await app.register(errorReportRoutes, deps);
};
