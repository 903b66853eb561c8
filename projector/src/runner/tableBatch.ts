import type { Knex } from "knex";

const INSERT_CHUNK = 500;

/**
 * The rows a batch of events touches in one table: loaded in one query, changed in memory by the
 * projection, written back in a few multi-row upserts. Keeps catch-up fast (a handful of
 * statements per batch, not one per event).
 */
export class TableBatch<Row extends Record<string, unknown>> {
  private readonly rows = new Map<string, Row>();
  private readonly dirty = new Set<string>();
  private readonly removed = new Set<string>();

  constructor(
    private readonly trx: Knex.Transaction,
    private readonly schema: string,
    private readonly table: string,
    private readonly key: keyof Row & string,
    /** jsonb columns: written as JSON text (node-postgres would send a JS array as a Postgres array). */
    private readonly jsonColumns: ReadonlyArray<keyof Row & string> = [],
  ) {}

  async load(keys: Iterable<string>): Promise<void> {
    const missing = [...new Set(keys)].filter((key) => !this.rows.has(key) && !this.removed.has(key));
    if (missing.length === 0) return;
    const found: Row[] = await this.trx.withSchema(this.schema).from(this.table).whereIn(this.key, missing);
    for (const row of found) this.rows.set(String(row[this.key]), row);
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
    const upserts = [...this.dirty].map((key) => this.toDatabase(this.rows.get(key)!));
    for (let start = 0; start < upserts.length; start += INSERT_CHUNK) {
      await this.trx
        .withSchema(this.schema)
        .insert(upserts.slice(start, start + INSERT_CHUNK))
        .into(this.table)
        .onConflict(this.key)
        .merge();
    }
    if (this.removed.size > 0) await this.trx.withSchema(this.schema).from(this.table).whereIn(this.key, [...this.removed]).delete();
    this.dirty.clear();
    this.removed.clear();
  }

  private toDatabase(row: Row): Record<string, unknown> {
    if (this.jsonColumns.length === 0) return row;
    const copy: Record<string, unknown> = { ...row };
    for (const column of this.jsonColumns) copy[column] = copy[column] === null ? null : JSON.stringify(copy[column]);
    return copy;
  }
}
