import type { Knex } from "knex";
import { READ_MODEL_SCHEMA, START } from "@wellbeing/platform";
import { createCheckpointsTable, readCheckpoints, removeRetiredCheckpoints, writeCheckpoint, writeFailure } from "./checkpoints";
import type { Projection } from "./projection";

/** The schema the query side reads; a rebuild swaps a freshly built one in under this name. */
export const LIVE_SCHEMA = READ_MODEL_SCHEMA;

const MIGRATION_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtext('read-model-migration:' || ?))";

/**
 * Creates the read-model schema, its checkpoints and every projection's tables. A projection whose
 * version changed is dropped and starts again from position 0 (it catches up on its own); the
 * checkpoints of projections that no longer exist are removed, so nobody waits for them.
 */
export const migrateReadModels = async (db: Knex, schema: string, projections: ReadonlyArray<Projection>): Promise<void> => {
  await db.transaction(async (trx) => {
    await trx.raw(MIGRATION_LOCK_SQL, [schema]);
    await trx.raw("CREATE SCHEMA IF NOT EXISTS ??", [schema]);
    await createCheckpointsTable(trx, schema);
    const checkpoints = await readCheckpoints(trx, schema);
    for (const projection of projections) {
      const stored = checkpoints.get(projection.name);
      if (stored && stored.version !== projection.version) {
        for (const table of projection.tables) await trx.raw("DROP TABLE IF EXISTS ??.?? CASCADE", [schema, table]);
      }
      await projection.migrate(trx, schema);
      if (!stored || stored.version !== projection.version) {
        await writeCheckpoint(trx, schema, projection.name, projection.version, START);
        await writeFailure(trx, schema, projection.name, null);
      }
    }
    await removeRetiredCheckpoints(trx, schema, projections.map((projection) => projection.name));
  });
};
