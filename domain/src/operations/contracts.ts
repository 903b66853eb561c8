import { Schema } from "effect";
import { defineContract } from "../http/contract";

// The health of the running system (issue 15): what a monitor reads through the gateway.

const CheckState = Schema.Literal("ok", "failing", "lagging", "down");

/** One check of a ready answer: the event store, PostgreSQL, or one read model's projection. */
const CheckResultAnswer = Schema.Struct({
  name: Schema.String,
  state: CheckState,
  detail: Schema.optional(Schema.String),
}).annotations({ identifier: "HealthCheck" });

export const HealthAnswer = Schema.Struct({
  status: Schema.Literal("ready", "notReady"),
  checks: Schema.Array(CheckResultAnswer),
}).annotations({ identifier: "Health" });
export type HealthAnswer = typeof HealthAnswer.Type;

export const healthContract = defineContract({
  method: "GET",
  path: "/api/health",
  // Every service answers it from its own checks, never a read model.
  readModels: [],
  summary:
    "Whether every service is ready: each check (event store, PostgreSQL, each read model's projection) and its state; 503 with the same body when one is not ok",
  audience: "anonymous",
  also: [503],
  answer: HealthAnswer,
});

export const HEALTH_CONTRACTS = [healthContract] as const;
