import type { Knex } from "knex";
import { START, createLateIndexes, isAfter, type LateIndex } from "@wellbeing/platform";
import { readCheckpoints } from "./checkpoints";
import type { Projection } from "./projection";

/**
 * Before a catch-up: the late indexes (readers' only) of the projections starting from position 0
 * into empty tables are dropped, so the load does not maintain them row by row; `buildLateIndexes`
 * makes them once it is over. Answers the indexes left out. A projection with rows or past position
 * 0 keeps its indexes: an index is only ever left out of tables nobody has filled yet.
 *
 * An interrupted catch-up cannot end without them: the catch-up builds them whether it ends or
 * throws, every migration creates any that is missing, and a rebuild swaps its schema in only after
 * its catch-up returned.
 */
export const leaveOutLateIndexes = async (db: Knex, schema: string, projections: ReadonlyArray<Projection>): Promise<ReadonlyArray<LateIndex>> => {
  const left: LateIndex[] = [];
  for (const projection of projections) {
    const indexes = projection.lateIndexes ?? [];
    if (indexes.length === 0) continue;
    const dropped = await db.transaction(async (trx) => {
      // The projection's own lock, as its batches take it: nothing writes its tables meanwhile.
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('projector:' || ? || ':' || ?))", [schema, projection.name]);
      const checkpoint = (await readCheckpoints(trx, schema, { only: projection.name })).get(projection.name)?.position ?? START;
      if (isAfter(checkpoint, START)) return false;
      for (const table of new Set(indexes.map((index) => index.table))) {
        const { rows } = await trx.raw("SELECT EXISTS (SELECT 1 FROM ??.??) AS filled", [schema, table]);
        if ((rows as Array<{ filled: boolean }>)[0]!.filled) return false;
      }
      for (const index of indexes) await trx.raw("DROP INDEX IF EXISTS ??.??", [schema, index.name]);
      return true;
    });
    if (dropped) left.push(...indexes);
  }
  return left;
};

/** Builds the indexes a catch-up left out, side by side (each on a connection of its own); idempotent. */
export const buildLateIndexes = async (db: Knex, schema: string, indexes: ReadonlyArray<LateIndex>): Promise<void> => {
  await Promise.all(indexes.map((index) => createLateIndexes(db, schema, [index])));
};
