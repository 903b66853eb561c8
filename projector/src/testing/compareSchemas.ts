import type { Knex } from "knex";
import type { Projection } from "../runner/projection";

/** Rows that differ between two read-model schemas, per table (empty when they are equal). */
export const schemaDifferences = async (db: Knex, left: string, right: string, projections: ReadonlyArray<Projection>) => {
  const differences: Record<string, { leftOnly: number; rightOnly: number; leftRows: number; rightRows: number }> = {};
  for (const table of projections.flatMap((projection) => projection.tables)) {
    const count = async (sql: string, bindings: string[]) => Number((await db.raw(sql, bindings)).rows[0].count);
    const leftOnly = await count("SELECT count(*) FROM (SELECT * FROM ??.?? EXCEPT ALL SELECT * FROM ??.??) d", [left, table, right, table]);
    const rightOnly = await count("SELECT count(*) FROM (SELECT * FROM ??.?? EXCEPT ALL SELECT * FROM ??.??) d", [right, table, left, table]);
    const leftRows = await count("SELECT count(*) FROM ??.??", [left, table]);
    const rightRows = await count("SELECT count(*) FROM ??.??", [right, table]);
    if (leftOnly || rightOnly || leftRows !== rightRows) differences[table] = { leftOnly, rightOnly, leftRows, rightRows };
  }
  return differences;
};
