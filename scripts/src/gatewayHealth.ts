import type { FastifyInstance } from "fastify";
import { LIVE_PATH, READY_PATH, answerReadiness, type CheckResult, type Readiness } from "@wellbeing/platform";

const ASK_TIMEOUT_MS = 3_000;

/** One service's ready answer, its checks named after it; a service that does not answer is one check, down. */
const readinessOf = async (service: string, baseUrl: string): Promise<ReadonlyArray<CheckResult>> => {
  try {
    const response = await fetch(`${baseUrl}${READY_PATH}`, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    const body = (await response.json()) as { checks?: ReadonlyArray<CheckResult> };
    return (body.checks ?? []).map((check) => ({ ...check, name: `${service}.${check.name}` }));
  } catch (error) {
    return [{ name: service, state: "down", detail: error instanceof Error ? error.message : String(error) }];
  }
};

/**
 * The docker gateway's `/api/health`: every command API's and query API's ready answer in one
 * (the projector's state is in the query APIs', read from its checkpoints); 503 when any check is
 * not ok. `/health/live` is the gateway's own.
 */
export const installGatewayHealth = (app: FastifyInstance, services: Readonly<Record<string, string>>): void => {
  app.get(LIVE_PATH, async () => ({ status: "live" }));
  app.get("/api/health", async (_request, reply) => {
    const checks = (await Promise.all(Object.entries(services).map(([service, url]) => readinessOf(service, url)))).flat();
    const readiness: Readiness = { ready: checks.every((check) => check.state === "ok"), checks };
    return answerReadiness(reply, readiness);
  });
};
