import type { Knex } from "knex";

/**
 * A read model's tables: the projector creates them in the schema it writes (the live one, or a
 * rebuild's) and drops them to rebuild the read model; the query API reads them.
 */
export interface ReadModelTables {
  /** The tables the read model owns. */
  readonly tables: ReadonlyArray<string>;
  /** Creates the tables and their indexes in `schema` (idempotent), the late ones included. */
  migrate(db: Knex, schema: string): Promise<void>;
  /** Secondary indexes a catch-up from position 0 into empty tables may build once after its load instead of row by row. */
  readonly lateIndexes?: ReadonlyArray<LateIndex>;
}

/**
 * A secondary index that only readers use: nothing the projection does while applying events reads
 * by it, so it may be missing while its table is filled, and built after (PostgreSQL builds an index
 * over a full table several times faster than it maintains it row by row; a GIN index most of all).
 */
export interface LateIndex {
  readonly name: string;
  readonly table: string;
  /** What follows `ON schema.table`: the method and the columns. */
  readonly on: string;
}

/** Creates the indexes that are missing (idempotent): by a migration, and after a catch-up that left them out. */
export const createLateIndexes = async (db: Knex, schema: string, indexes: ReadonlyArray<LateIndex>): Promise<void> => {
  for (const index of indexes) await db.raw(`CREATE INDEX IF NOT EXISTS ?? ON ??.?? ${index.on}`, [index.name, schema, index.table]);
};
