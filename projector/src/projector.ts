import type { Knex } from "knex";
import type { EventStore } from "@wellbeing/platform";
import { allProjections } from "./slices";
import { rebuildBeside } from "./rebuild/rebuildBeside";
import type { Projection } from "./runner/projection";
import { ProjectionRunner, type RunnerLogger } from "./runner/projectionRunner";
import { LIVE_SCHEMA, migrateReadModels } from "./runner/readModelSchema";

export interface RunningProjector {
  readonly runner: ProjectionRunner;
  /** Settles once every changed projection has been rebuilt beside the live ones and swapped in. */
  readonly rebuilt: Promise<void>;
  stop(): Promise<void>;
}

const RETRY_REBUILD_MS = 60_000;

/**
 * Migrates the live read models and follows the event store until stopped. A projection whose
 * version changed keeps serving its old tables while its new version is built beside them, then is
 * swapped in (readers are told not to wait for it meanwhile).
 */
export const startProjector = async (deps: {
  store: EventStore;
  db: Knex;
  logger?: RunnerLogger;
  batchSize?: number;
  projections?: ReadonlyArray<Projection>;
}): Promise<RunningProjector> => {
  const projections = deps.projections ?? allProjections;
  const changed = await migrateReadModels(deps.db, LIVE_SCHEMA, projections, { rebuildChangedBeside: true });
  const runner = new ProjectionRunner({
    store: deps.store,
    db: deps.db,
    schema: LIVE_SCHEMA,
    projections,
    announce: true,
    batchSize: deps.batchSize,
    logger: deps.logger,
    logApplied: true,
  });
  for (const projection of changed) runner.setProjectionAside(projection.name);
  runner.start();
  let stopped = false;
  const rebuildOne = async (projection: Projection): Promise<void> => {
    while (!stopped) {
      try {
        return await rebuildBeside({
          store: deps.store,
          db: deps.db,
          liveSchema: LIVE_SCHEMA,
          projection,
          projections,
          adopt: (swapIn) => runner.adopt(projection.name, swapIn),
          logger: deps.logger,
        });
      } catch (error) {
        deps.logger?.error("rebuilding a changed projection failed; its old tables keep serving, trying again later", {
          projection: projection.name,
          error: String(error),
        });
        await new Promise((resolve) => setTimeout(resolve, RETRY_REBUILD_MS).unref());
      }
    }
  };
  const rebuilt = (async () => {
    for (const projection of changed) await rebuildOne(projection);
  })();
  return {
    runner,
    rebuilt,
    stop: async () => {
      stopped = true;
      await runner.stop();
    },
  };
};
