import type { FastifyRequest } from "fastify";
import { ACCOUNT_TEXTS } from "@wellbeing/domain";
import { HttpProblem } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";

/** A route's rate limit with the log-in limit's numbers, counted per `key`, refused with the account screens' text. */
export const accountRateLimit = (limit: CommandApiDeps["loginRateLimit"], key: (request: FastifyRequest) => string) => ({
  rateLimit: {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: key,
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) => new HttpProblem(context.statusCode, { error: ACCOUNT_TEXTS.tooManyRequests }),
  },
});
