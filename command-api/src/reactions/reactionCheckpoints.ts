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

export const writeReactionCheckpoint = (db: Knex, name: string, position: Position) =>
  db
    .insert({ name, commit_position: position.commit.toString(), prepare_position: position.prepare.toString(), updated_at: db.fn.now() })
    .into(TABLE)
    .onConflict("name")
    .merge();
