import type { FastifyInstance, FastifyReply } from "fastify";
import { healthContract, type HealthAnswer } from "@wellbeing/domain";
import { encodeAnswer } from "../http/contractRoute";
import { checkReadiness, type ReadyCheck, type Readiness } from "./readiness";

export const LIVE_PATH = "/health/live";
export const READY_PATH = "/health/ready";

const healthAnswerOf = (readiness: Readiness): HealthAnswer => ({ status: readiness.ready ? "ready" : "notReady", checks: readiness.checks });

/** 200 when ready, 503 with the same body when not: a monitor reads the status, a person the checks. */
export const answerReadiness = (reply: FastifyReply, readiness: Readiness) =>
  reply.status(readiness.ready ? 200 : 503).send(encodeAnswer(healthContract.answer, healthAnswerOf(readiness)));

/**
 * A service's own health: `/health/live` (the process answers: restart it when it does not) and
 * `/health/ready` (it can serve: each check named with its state).
 */
export const installHealthRoutes = (app: FastifyInstance, checks: Readonly<Record<string, ReadyCheck>>): void => {
  app.get(LIVE_PATH, async () => ({ status: "live" }));
  app.get(READY_PATH, async (_request, reply) => answerReadiness(reply, await checkReadiness(checks)));
};

/** `GET /api/health` on an app that holds every service (npm start): the same answer as `/health/ready`. */
export const installApiHealthRoute = (app: FastifyInstance, checks: Readonly<Record<string, ReadyCheck>>): void => {
  if (app.hasDecorator("contracts")) app.contracts.add(healthContract);
  app.get(healthContract.path, async (_request, reply) => answerReadiness(reply, await checkReadiness(checks)));
};
