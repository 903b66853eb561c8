import type { FastifyInstance } from "fastify";
import { Counter, Histogram, METRIC_PREFIX, type Registry } from "@wellbeing/platform";

/**
 * Counts every command by type (its route: `POST /api/add-session`) and outcome, and times it:
 * commands per second are the counter's rate. Installed on the command API's scope only.
 */
export const installCommandMetrics = (app: FastifyInstance, registry: Registry): void => {
  const commands = new Counter({
    name: `${METRIC_PREFIX}commands_total`,
    help: "Commands answered, by type (method and route) and status class",
    labelNames: ["command", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${METRIC_PREFIX}command_duration_seconds`,
    help: "How long a command took, from request to answer",
    labelNames: ["command"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    const command = `${request.method} ${request.routeOptions.url ?? "unknown"}`;
    commands.inc({ command, status: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ command }, reply.elapsedTime / 1000);
    done();
  });
};
