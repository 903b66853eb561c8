import type pg from "pg";
import { createKnex, openEventStore } from "@wellbeing/platform";
import { ProjectionRunner, allProjections, migrateReadModels } from "@wellbeing/projector";
import { appendHistory, syntheticHistory } from "@wellbeing/projector/testing";
import { perSecond } from "./benchDatabase";

const BATCH = 4_000;

/** Appends a realistic history (accounts, sessions; personal fields sealed) to replay. */
export const prepareHistory = async (pool: pg.Pool, sessions: number) => {
  const { store } = await openEventStore(pool, {});
  const history = syntheticHistory({ leads: 20, trainersPerLead: 10, participants: Math.round(sessions / 5), sessions });
  await appendHistory(store, history, 8);
  await store.close();
  return history.reduce((sum, item) => sum + item.events.length, 0);
};

/** Every read model rebuilt from position 0 into a fresh schema, as `npm run rebuild` does. */
export const measureCatchUp = async (pool: pg.Pool, url: string, total: number) => {
  const { store } = await openEventStore(pool, {});
  const db = createKnex(url);
  await migrateReadModels(db, "bench_read_models", allProjections);
  const started = performance.now();
  await new ProjectionRunner({ store, db, schema: "bench_read_models", projections: allProjections, batchSize: BATCH }).catchUp();
  const elapsed = performance.now() - started;
  await db.destroy();
  await store.close();
  return { eventsPerSecond: perSecond(total, elapsed) };
};

/** The baseline: a plain SELECT scan of the same rows, in pages of the same size. */
export const measurePlainScan = async (pool: pg.Pool, total: number) => {
  const started = performance.now();
  let after = 0;
  for (;;) {
    const { rows } = await pool.query<{ global_position: number }>(
      "SELECT global_position, stream_id, type, data, metadata FROM es_events WHERE global_position > $1 ORDER BY global_position LIMIT $2",
      [after, BATCH],
    );
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1]!.global_position);
  }
  return { eventsPerSecond: perSecond(total, performance.now() - started) };
};
