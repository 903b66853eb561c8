import type { Knex } from "knex";
import type { Position } from "@wellbeing/platform";

export const CHECKPOINTS_TABLE = "projection_checkpoints";

export const createCheckpointsTable = (db: Knex, schema: string) =>
  db.raw(
    `CREATE TABLE IF NOT EXISTS ??.projection_checkpoints (
      name text PRIMARY KEY,
      version integer NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    [schema],
  );

interface CheckpointRow {
  name: string;
  version: number;
  commit_position: number | string;
  prepare_position: number | string;
}

export interface Checkpoint {
  readonly version: number;
  readonly position: Position;
}

const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  version: row.version,
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
});

/** Reads the checkpoints; with `lock`, holds them until the transaction ends (one writer per read model). */
export const readCheckpoints = async (db: Knex | Knex.Transaction, schema: string, options: { lock?: boolean } = {}) => {
  const query = db.withSchema(schema).from<CheckpointRow>(CHECKPOINTS_TABLE).select("*");
  const rows: CheckpointRow[] = options.lock ? await query.forUpdate() : await query;
  return new Map(rows.map((row) => [row.name, toCheckpoint(row)]));
};

export const writeCheckpoint = (trx: Knex.Transaction | Knex, schema: string, name: string, version: number, position: Position) =>
  trx
    .withSchema(schema)
    .insert({
      name,
      version,
      commit_position: position.commit.toString(),
      prepare_position: position.prepare.toString(),
      updated_at: trx.fn.now(),
    })
    .into(CHECKPOINTS_TABLE)
    .onConflict("name")
    .merge();
