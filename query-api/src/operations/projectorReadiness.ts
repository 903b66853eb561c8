import type { CheckResult, ReadyCheck } from "@wellbeing/platform";
import type { ProjectionLag } from "./projectorLag";

/** A read model whose oldest unapplied event has waited longer than this is not ready (reads would wait for it). */
export const READY_LAG_SECONDS = 30;

/** One check per read model: failing (stuck on an event), lagging (too far behind) or ok. */
export const projectionCheck = (lag: ProjectionLag): CheckResult => {
  const name = `projection:${lag.projection}`;
  const behind = `${lag.events} events, ${Math.round(lag.seconds)} s behind`;
  // Not the error's text: anyone may read this answer, and an error can quote what it failed on. The log and the checkpoint row have it.
  if (lag.failure) return { name, state: "failing", detail: `stopped at ${lag.failure.eventType} (position ${lag.failure.position}); ${behind}` };
  if (lag.rebuilding) return { name, state: "ok", detail: `a new version is being rebuilt beside the live tables; ${behind}` };
  if (lag.seconds > READY_LAG_SECONDS) return { name, state: "lagging", detail: behind };
  return { name, state: "ok", detail: behind };
};

/** The projector's part of a ready answer, wherever the projector runs: it has no port, its checkpoints say how it is. */
export const projectorCheck =
  (lags: () => Promise<ReadonlyArray<ProjectionLag>>): ReadyCheck =>
  async () => {
    const all = await lags();
    return all.length === 0 ? [{ name: "projector", state: "lagging", detail: "no projection has a checkpoint yet" }] : all.map(projectionCheck);
  };
