import type { Knex } from "knex";
import type { EventStore } from "@wellbeing/platform";
import { allProjections } from "./projections";
import { ProjectionRunner, type RunnerLogger } from "./runner/projectionRunner";
import { LIVE_SCHEMA, migrateReadModels } from "./runner/readModelSchema";

export interface RunningProjector {
  readonly runner: ProjectionRunner;
  stop(): Promise<void>;
}

/** Migrates the live read models and follows the event store until stopped. */
export const startProjector = async (deps: { store: EventStore; db: Knex; logger?: RunnerLogger; batchSize?: number }): Promise<RunningProjector> => {
  await migrateReadModels(deps.db, LIVE_SCHEMA, allProjections);
  const runner = new ProjectionRunner({
    store: deps.store,
    db: deps.db,
    schema: LIVE_SCHEMA,
    projections: allProjections,
    announce: true,
    batchSize: deps.batchSize,
    logger: deps.logger,
  });
  runner.start();
  return { runner, stop: () => runner.stop() };
};
