import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/routes";
import { installConsistencyWait } from "./consistency/consistencyHook";
import { dashboardRoutes } from "./dashboard/routes";
import type { QueryApiDeps } from "./deps";
import { liveRoutes } from "./live/routes";
import { sessionRoutes } from "./sessions/routes";
import { trainerRoutes } from "./trainers/routes";

/** Every read endpoint and the /api/live websocket. Register on an app that already reads the caller. */
export const queryApi = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  installConsistencyWait(app, deps.watermark, deps.consistencyWaitMs);
  await app.register(liveRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(trainerRoutes, deps);
};
