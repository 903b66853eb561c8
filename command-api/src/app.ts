import type { FastifyInstance } from "fastify";
import type { CommandApiDeps } from "./deps";
import { installRateLimits } from "./infrastructure/rateLimits";
import { COMMAND_SLICES } from "./slices";

/** Every state-changing endpoint. Register on an app that already reads the caller (platform http). */
export const commandApi = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  // Before each handler, after the body is parsed: the log-in limit is keyed by address too.
  installRateLimits(app, deps.rateCounters);
  for (const routes of COMMAND_SLICES.flatMap((slice) => slice.routes)) await app.register(routes, deps);
};
