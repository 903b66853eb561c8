import type { FastifyInstance } from "fastify";
import { installConsistencyWait } from "./consistency/consistencyHook";
import { registerNamingReadModels } from "./consistency/declaredReadModels";
import type { QueryApiDeps } from "./deps";
import { QUERY_SLICES } from "./slices";

/** Every read endpoint and the /api/live websocket. Register on an app that already reads the caller. */
export const queryApi = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  installConsistencyWait(app, deps);
  // Every read names the read models it answers from (what its consistency wait waits for): a new one that doesn't, doesn't start.
  await registerNamingReadModels(app, async () => {
    for (const routes of QUERY_SLICES.flatMap((slice) => slice.routes)) await app.register(routes, deps);
  });
};
