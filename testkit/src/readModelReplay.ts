import type { Knex } from "knex";
import type pg from "pg";
import { expect } from "vitest";
import { READ_MODEL_SCHEMA, isAfter, type EventStore } from "@wellbeing/platform";
import { ProjectionRunner, allProjections, migrateReadModels } from "@wellbeing/projector";
import { schemaDifferences } from "@wellbeing/projector/testing";
import { eventually } from "./apiClient";

/** Waits until every projection has reached the store's head, none of them failing. */
export const projectorAtHead = async (pool: pg.Pool, store: EventStore, timeoutMs = 60_000): Promise<void> => {
  await eventually(async () => {
    const head = await store.headPosition();
    if (!head) return false;
    const { rows } = await pool.query<{ commit_position: string; prepare_position: string; failing_since: Date | null }>(
      `SELECT commit_position, prepare_position, failing_since FROM ${READ_MODEL_SCHEMA}.projection_checkpoints`,
    );
    const atHead = (row: (typeof rows)[number]) => !isAfter(head, { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) });
    return rows.length === allProjections.length && rows.every((row) => row.failing_since === null && atHead(row));
  }, timeoutMs);
  const { rows: failing } = await pool.query(`SELECT name, failure FROM ${READ_MODEL_SCHEMA}.projection_checkpoints WHERE failing_since IS NOT NULL`);
  expect(failing).toEqual([]);
};

/**
 * How the live read models differ from a replay of the whole log from position 0 into a schema of
 * its own ({} when they are equal). Nothing may be appended meanwhile (pause the live projector, or
 * stop writing and wait for projectorAtHead first).
 */
export const replayDifferences = async (db: Knex, store: EventStore, replaySchema: string): Promise<Record<string, unknown>> => {
  try {
    await migrateReadModels(db, replaySchema, allProjections);
    const failures = await new ProjectionRunner({ store, db, schema: replaySchema, projections: allProjections }).catchUp();
    expect(failures).toEqual([]);
    return await schemaDifferences(db, READ_MODEL_SCHEMA, replaySchema, allProjections);
  } finally {
    await db.raw("DROP SCHEMA IF EXISTS ?? CASCADE", [replaySchema]);
  }
};
