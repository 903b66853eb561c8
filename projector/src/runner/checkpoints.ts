import type { Knex } from "knex";
import type { Position } from "@wellbeing/platform";

const CHECKPOINTS_TABLE = "projection_checkpoints";

/**
 * One row per projection: how far it is, whether it is stuck on an event (`failing_since` and
 * `failure` set while it is, cleared once it gets past it), and whether a new version of it is being
 * rebuilt beside it (`rebuilding_since`), so readers can tell stalled or stale from busy.
 */
export const createCheckpointsTable = async (db: Knex, schema: string) => {
  await db.raw(
    `CREATE TABLE IF NOT EXISTS ??.projection_checkpoints (
      name text PRIMARY KEY,
      version integer NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE ??.projection_checkpoints ADD COLUMN IF NOT EXISTS failing_since timestamptz;
    ALTER TABLE ??.projection_checkpoints ADD COLUMN IF NOT EXISTS failure jsonb;
    ALTER TABLE ??.projection_checkpoints ADD COLUMN IF NOT EXISTS rebuilding_since timestamptz;`,
    [schema, schema, schema, schema],
  );
};

/** Why a projection stopped: the event it could not apply, and when it is tried again. */
export interface StoredFailure {
  readonly position: string;
  readonly eventType: string;
  readonly streamId: string;
  readonly error: string;
  readonly attempts: number;
  readonly nextRetryAt: string;
}

interface CheckpointRow {
  name: string;
  version: number;
  commit_position: number | string;
  prepare_position: number | string;
  failing_since: Date | null;
  failure: StoredFailure | null;
  rebuilding_since: Date | null;
}

interface Checkpoint {
  readonly version: number;
  readonly position: Position;
  readonly failingSince: Date | null;
  readonly failure: StoredFailure | null;
  readonly rebuildingSince: Date | null;
}

const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  version: row.version,
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
  failingSince: row.failing_since,
  failure: row.failure,
  rebuildingSince: row.rebuilding_since,
});

/**
 * Reads the checkpoints (with `only`, one projection's); with `lock`, holds them until the transaction
 * ends (one writer per read model).
 */
export const readCheckpoints = async (db: Knex | Knex.Transaction, schema: string, options: { lock?: boolean; only?: string } = {}) => {
  const all = db.withSchema(schema).from<CheckpointRow>(CHECKPOINTS_TABLE).select("*");
  const query = options.only === undefined ? all : all.where({ name: options.only });
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
    .merge(["version", "commit_position", "prepare_position", "updated_at"]);

/** Records that a projection is stuck (keeping when it first got stuck), or with null that it got past it. */
export const writeFailure = (trx: Knex.Transaction | Knex, schema: string, name: string, failure: StoredFailure | null) =>
  trx
    .withSchema(schema)
    .table(CHECKPOINTS_TABLE)
    .where({ name })
    .update(
      failure === null
        ? { failing_since: null, failure: null }
        : { failing_since: trx.raw("coalesce(failing_since, now())"), failure: JSON.stringify(failure) },
    );

/** Removes the checkpoints of projections that no longer exist (retired read models). */
export const removeRetiredCheckpoints = (trx: Knex.Transaction | Knex, schema: string, current: ReadonlyArray<string>) =>
  trx
    .withSchema(schema)
    .from(CHECKPOINTS_TABLE)
    .whereNotIn("name", [...current])
    .delete();

/** Marks a projection as being rebuilt beside the live read models (or, with false, as rebuilt). */
export const writeRebuilding = (trx: Knex.Transaction | Knex, schema: string, name: string, rebuilding: boolean) =>
  trx
    .withSchema(schema)
    .table(CHECKPOINTS_TABLE)
    .where({ name })
    .update({ rebuilding_since: rebuilding ? trx.raw("coalesce(rebuilding_since, now())") : null });
