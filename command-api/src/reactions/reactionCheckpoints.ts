import type { Knex } from "knex";
import { START, type Position } from "@wellbeing/platform";

// How far each reaction has read the event store, in the application database.

const TABLE = "reaction_checkpoints";

export const createReactionCheckpoints = (db: Knex) =>
  db.raw(`CREATE TABLE IF NOT EXISTS ${TABLE} (
    name text PRIMARY KEY,
    commit_position bigint NOT NULL,
    prepare_position bigint NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`);

export const readReactionCheckpoint = async (db: Knex, name: string): Promise<Position> => {
  const row: { commit_position: string; prepare_position: string } | undefined = await db.from(TABLE).where({ name }).first();
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START;
};

/**
 * Moves the reaction's checkpoint to `position`, never back: a writer that lost the leader lock
 * while reacting cannot undo a newer leader's progress. True when it moved.
 */
export const writeReactionCheckpoint = async (db: Knex, name: string, position: Position): Promise<boolean> => {
  const result: { rowCount: number | null } = await db.raw(
    `INSERT INTO ${TABLE} (name, commit_position, prepare_position, updated_at) VALUES (?, ?, ?, now())
     ON CONFLICT (name) DO UPDATE
       SET commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position, updated_at = EXCLUDED.updated_at
       WHERE (${TABLE}.commit_position, ${TABLE}.prepare_position) < (EXCLUDED.commit_position, EXCLUDED.prepare_position)`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
  return (result.rowCount ?? 0) > 0;
};
