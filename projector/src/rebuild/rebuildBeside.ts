import type { Knex } from "knex";
import type { EventStore } from "@wellbeing/platform";
import { readCheckpoints, writeCheckpoint, writeFailure, writeRebuilding } from "../runner/checkpoints";
import type { Projection } from "../runner/projection";
import { ProjectionRunner, type ProjectionFailure, type RunnerLogger } from "../runner/projectionRunner";
import { migrateReadModels } from "../runner/readModelSchema";

const BATCH = 4_000;

/** Where a new version of a projection is built: a schema of its own beside the live one. */
const sideSchemaOf = (liveSchema: string, projection: Projection) => `${liveSchema}_next_${projection.name.toLowerCase()}`;

const refuseFailures = (failures: ReadonlyArray<ProjectionFailure>) => {
  if (failures.length === 0) return;
  const [failure] = failures;
  throw new Error(`the new version of ${failure!.projection} could not be built: ${failure!.eventType} at ${failure!.position}: ${failure!.error}`);
};

/**
 * Builds a changed projection (a new version) from position 0 in a schema of its own while the
 * live read models keep serving its old tables, then swaps it in: under the live schema's lock it
 * catches up the last events and moves its tables into the live schema in one transaction, so
 * readers see the old tables or the new ones, never an empty or half-built one. `adopt` runs the
 * swap in the live runner's turn, so the live runner takes the projection back from exactly there.
 */
export const rebuildBeside = async (options: {
  store: EventStore;
  db: Knex;
  liveSchema: string;
  projection: Projection;
  /** Every projection of the live schema: their migrations run again after the swap (indexes one makes on another's table). */
  projections: ReadonlyArray<Projection>;
  adopt: (swapIn: () => Promise<void>) => Promise<void>;
  logger?: RunnerLogger;
}): Promise<void> => {
  const { store, db, liveSchema, projection } = options;
  const side = sideSchemaOf(liveSchema, projection);
  await db.raw("DROP SCHEMA IF EXISTS ?? CASCADE", [side]);
  await migrateReadModels(db, side, [projection]);
  options.logger?.info("rebuilding a changed projection beside the live read models", { projection: projection.name, version: projection.version });
  refuseFailures(await new ProjectionRunner({ store, db, schema: side, projections: [projection], batchSize: BATCH }).catchUp());

  await options.adopt(() =>
    db.transaction(async (trx) => {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('projector:' || ?))", [liveSchema]);
      const remaining = new ProjectionRunner({ store, db: trx as unknown as Knex, schema: side, projections: [projection], batchSize: BATCH });
      refuseFailures(await remaining.catchUp());
      const built = (await readCheckpoints(trx, side)).get(projection.name)!;
      for (const table of projection.tables) {
        await trx.raw("DROP TABLE IF EXISTS ??.?? CASCADE", [liveSchema, table]);
        await trx.raw("ALTER TABLE ??.?? SET SCHEMA ??", [side, table, liveSchema]);
      }
      await writeCheckpoint(trx, liveSchema, projection.name, projection.version, built.position);
      await writeFailure(trx, liveSchema, projection.name, null);
      await writeRebuilding(trx, liveSchema, projection.name, false);
      // Indexes other projections make on these tables come back (their migrations are idempotent);
      // not those still being rebuilt themselves, whose live tables are of their old version.
      const live = await readCheckpoints(trx, liveSchema);
      for (const other of options.projections) {
        const checkpoint = live.get(other.name);
        if (checkpoint?.version === other.version && checkpoint.rebuildingSince === null) await other.migrate(trx, liveSchema);
      }
      await trx.raw("DROP SCHEMA ?? CASCADE", [side]);
    }),
  );
  options.logger?.info("swapped in the rebuilt projection", { projection: projection.name, version: projection.version });
};
