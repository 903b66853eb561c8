import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/routes";
import { courseScheduleRoutes } from "./courseSchedule/routes";
import { installConsistencyWait } from "./consistency/consistencyHook";
import { readModelsOf } from "./consistency/routeReadModels";
import { apiDocsRoutes } from "./apiDocs/routes";
import { dashboardRoutes } from "./dashboard/routes";
import type { QueryApiDeps } from "./deps";
import { evaluationRoutes } from "./evaluations/routes";
import { exportRoutes } from "./exports/routes";
import { liveRoutes } from "./live/routes";
import { participantHomeRoutes } from "./participantHome/routes";
import { materialRoutes } from "./materials/routes";
import { rosterRoutes } from "./roster/routes";
import { availableSessionRoutes } from "./sessionLists/availableRoutes";
import { sessionListRoutes } from "./sessionLists/routes";
import { sessionMailRoutes } from "./sessionMail/routes";
import { sessionRoutes } from "./sessions/routes";
import { staffRoutes } from "./staff/routes";
import { trainerRoutes } from "./staff/trainerRoutes";
import { auditRoutes } from "./audit/routes";
import { certificateRoutes } from "./certificates/routes";
import { sessionResultsRoutes } from "./sessionResults/routes";
import { resultsAccessRoutes } from "./resultsAccess/routes";
import { errorReportRoutes } from "./errorReports/routes";
import { resultRoutes } from "./results/routes";
import { staffHomeRoutes } from "./staffHome/routes";

/** Every read endpoint and the /api/live websocket. Register on an app that already reads the caller. */
export const queryApi = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  // Every read names the read models it answers from (what its consistency wait waits for): a new one that doesn't, doesn't start.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && !readModelsOf(route.url)) throw new Error(`${route.url}: say which read models it reads in ROUTE_READ_MODELS`);
  });
  installConsistencyWait(app, deps);
  await app.register(liveRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(rosterRoutes, deps);
  await app.register(participantHomeRoutes, deps);
  await app.register(sessionMailRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(trainerRoutes, deps);
  await app.register(sessionListRoutes, deps);
  await app.register(availableSessionRoutes, deps);
  await app.register(courseScheduleRoutes, deps);
  await app.register(exportRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(materialRoutes, deps);
  await app.register(evaluationRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(certificateRoutes, deps);
  await app.register(sessionResultsRoutes, deps);
  await app.register(resultsAccessRoutes, deps);
  await app.register(resultRoutes, deps);
  await app.register(staffHomeRoutes, deps);
  await app.register(apiDocsRoutes);
  await app.register(errorReportRoutes, deps);
};
