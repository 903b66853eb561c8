import type { Knex } from "knex";
import { READ_MODEL_SCHEMA, START } from "@wellbeing/platform";
import { createCheckpointsTable, readCheckpoints, removeRetiredCheckpoints, writeCheckpoint, writeFailure, writeRebuilding } from "./checkpoints";
import type { Projection } from "./projection";

/** The schema the query side reads; a rebuild swaps a freshly built one in under this name. */
export const LIVE_SCHEMA = READ_MODEL_SCHEMA;

const MIGRATION_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtext('read-model-migration:' || ?))";

/**
 * Creates the read-model schema, its checkpoints and every projection's tables; the checkpoints of
 * projections that no longer exist are removed, so nobody waits for them.
 *
 * A projection whose version changed starts again from position 0. By default its tables are
 * dropped and it catches up in place (fresh schemas: rebuilds, tests). With `rebuildChangedBeside`
 * (the live read models) its old tables are kept serving and it is marked as rebuilding; the caller
 * rebuilds it beside them and swaps it in (see rebuildBeside). Answers the changed projections.
 */
export const migrateReadModels = async (
  db: Knex,
  schema: string,
  projections: ReadonlyArray<Projection>,
  options: { rebuildChangedBeside?: boolean } = {},
): Promise<ReadonlyArray<Projection>> =>
  db.transaction(async (trx) => {
    await trx.raw(MIGRATION_LOCK_SQL, [schema]);
    await trx.raw("CREATE SCHEMA IF NOT EXISTS ??", [schema]);
    await createCheckpointsTable(trx, schema);
    const checkpoints = await readCheckpoints(trx, schema);
    const changed: Projection[] = [];
    for (const projection of projections) {
      const stored = checkpoints.get(projection.name);
      if (stored && stored.version !== projection.version) {
        changed.push(projection);
        if (options.rebuildChangedBeside) {
          await writeRebuilding(trx, schema, projection.name, true);
          continue;
        }
        for (const table of projection.tables) await trx.raw("DROP TABLE IF EXISTS ??.?? CASCADE", [schema, table]);
      }
      await projection.migrate(trx, schema);
      if (!stored || stored.version !== projection.version) {
        await writeCheckpoint(trx, schema, projection.name, projection.version, START);
        await writeFailure(trx, schema, projection.name, null);
      }
    }
    await removeRetiredCheckpoints(
      trx,
      schema,
      projections.map((projection) => projection.name),
    );
    return changed;
  });
