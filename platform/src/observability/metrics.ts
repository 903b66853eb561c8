import type { FastifyInstance } from "fastify";
import { Registry, collectDefaultMetrics } from "prom-client";

// The services build their metrics from these (one copy of prom-client, in platform).
export { Counter, Gauge, Histogram, Registry } from "prom-client";

const METRICS_PATH = "/metrics";

/** Every metric's name starts so (Prometheus's convention: the application's name first). */
export const METRIC_PREFIX = "wellbeing_";

/** A registry of one process's metrics, with Node's own (memory, event loop, CPU). */
export const createMetricsRegistry = (): Registry => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  return registry;
};

/** `GET /metrics`: the registry in Prometheus's text format. */
export const installMetricsRoute = (app: FastifyInstance, registry: Registry): void => {
  app.get(METRICS_PATH, async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
};
