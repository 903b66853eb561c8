import type { FastifyInstance } from "fastify";
import { installConsistencyWait } from "./consistency/consistencyHook";
import { readModelsOf } from "./consistency/routeReadModels";
import type { QueryApiDeps } from "./deps";
import { QUERY_SLICES } from "./slices";

/** Every read endpoint and the /api/live websocket. Register on an app that already reads the caller. */
export const queryApi = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  // Every read names the read models it answers from (what its consistency wait waits for): a new one that doesn't, doesn't start.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && !readModelsOf(route.url)) throw new Error(`${route.url}: say which read models it reads in ROUTE_READ_MODELS`);
  });
  installConsistencyWait(app, deps);
  for (const routes of QUERY_SLICES.flatMap((slice) => slice.routes)) await app.register(routes, deps);
};
