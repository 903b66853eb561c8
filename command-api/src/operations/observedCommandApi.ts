import type { FastifyInstance } from "fastify";
import type { Registry } from "@wellbeing/platform";
import { commandApi } from "../app";
import type { CommandApiDeps } from "../deps";
import { installCommandMetrics } from "./commandMetrics";

/** The command API with its commands counted and timed in `registry` (register it as a plugin: the hook stays in its scope). */
export const observedCommandApi = async (app: FastifyInstance, options: { deps: CommandApiDeps; registry: Registry }): Promise<void> => {
  installCommandMetrics(app, options.registry);
  await app.register(commandApi, options.deps);
};
