import type { Knex } from "knex";

/**
 * A read model's tables: the projector creates them in the schema it writes (the live one, or a
 * rebuild's) and drops them to rebuild the read model; the query API reads them.
 */
export interface ReadModelTables {
  /** The tables the read model owns. */
  readonly tables: ReadonlyArray<string>;
  /** Creates the tables and their indexes in `schema` (idempotent). */
  migrate(db: Knex, schema: string): Promise<void>;
}
