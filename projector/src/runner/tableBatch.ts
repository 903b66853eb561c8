import type { Knex } from "knex";
import { copyRows } from "./copyRows";
import { safeJson } from "./safeText";

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = "23505";

const WRITE_CHUNK = 2_000;

/**
 * The rows a batch of events touches in one table: loaded in one query, changed in memory by the
 * projection, written back with one upsert per chunk. The rows travel as a single JSON parameter
 * (json_populate_recordset), which keeps catch-up fast: a handful of statements per batch, not
 * one per event, and no per-value bind parameters.
 */
export class TableBatch<Row extends Record<string, unknown>> {
  private readonly rows = new Map<string, Row>();
  /** Keys whose rows exist in the table (loaded): written back with an upsert, new ones with a plain insert. */
  private readonly stored = new Set<string>();
  private readonly dirty = new Set<string>();
  private readonly removed = new Set<string>();

  constructor(
    private readonly trx: Knex.Transaction,
    private readonly schema: string,
    private readonly table: string,
    private readonly key: keyof Row & string,
  ) {}

  async load(keys: Iterable<string>): Promise<void> {
    const missing = [...new Set(keys)].filter((key) => !this.rows.has(key) && !this.removed.has(key));
    if (missing.length === 0) return;
    const { rows } = await this.trx.raw(`SELECT * FROM ??.?? WHERE ??::text = ANY(?::text[])`, [this.schema, this.table, this.key, missing]);
    for (const row of rows as Row[]) {
      this.rows.set(String(row[this.key]), row);
      this.stored.add(String(row[this.key]));
    }
  }

  get(key: string): Row | undefined {
    return this.rows.get(key);
  }

  put(row: Row): void {
    const key = String(row[this.key]);
    this.rows.set(key, row);
    this.dirty.add(key);
    this.removed.delete(key);
  }

  remove(key: string): void {
    this.rows.delete(key);
    this.dirty.delete(key);
    this.removed.add(key);
  }

  async flush(): Promise<void> {
    const dirty = [...this.dirty];
    // A key the batch did not find in the table is usually new: bulk insert it (COPY, fast). A
    // projection that did not load a key it puts (an event that can repeat on its stream) may hit
    // an existing row: then the chunk is upserted instead, so no event can stop the projection.
    const fresh = dirty.filter((key) => !this.stored.has(key));
    await this.insertFresh(fresh);
    await this.upsert(dirty.filter((key) => this.stored.has(key)));
    for (const key of dirty) this.stored.add(key);
    for (const key of this.removed) this.stored.delete(key);
    if (this.removed.size > 0) {
      await this.trx.raw(`DELETE FROM ??.?? WHERE ??::text = ANY(?::text[])`, [this.schema, this.table, this.key, [...this.removed]]);
    }
    this.dirty.clear();
    this.removed.clear();
  }

  private async insertFresh(keys: ReadonlyArray<string>): Promise<void> {
    if (keys.length === 0) return;
    await this.trx.raw("SAVEPOINT table_batch_copy");
    try {
      await copyRows(
        this.trx,
        this.schema,
        this.table,
        keys.map((key) => this.rows.get(key)!),
      );
      await this.trx.raw("RELEASE SAVEPOINT table_batch_copy");
    } catch (error) {
      await this.trx.raw("ROLLBACK TO SAVEPOINT table_batch_copy");
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      await this.upsert(keys);
    }
  }

  private async upsert(keys: ReadonlyArray<string>): Promise<void> {
    if (keys.length === 0) return;
    const rows = keys.map((key) => this.rows.get(key)!);
    const columns = Object.keys(rows[0]!);
    const updates = columns.filter((column) => column !== this.key);
    const sql = `INSERT INTO ??.?? (${columns.map(() => "??").join(", ")})
      SELECT ${columns.map(() => "??").join(", ")} FROM json_populate_recordset(NULL::??.??, ?::json)
      ON CONFLICT (??) DO UPDATE SET ${updates.map(() => "?? = EXCLUDED.??").join(", ")}`;
    for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
      const chunk = rows.slice(start, start + WRITE_CHUNK);
      await this.trx.raw(sql, [
        this.schema,
        this.table,
        ...columns,
        ...columns,
        this.schema,
        this.table,
        safeJson(chunk),
        this.key,
        ...updates.flatMap((column) => [column, column]),
      ]);
    }
  }
}
