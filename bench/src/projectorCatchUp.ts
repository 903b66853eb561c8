import type pg from "pg";
import { createKnex, openEventStore } from "@wellbeing/platform";
import { ProjectionRunner, allProjections, migrateReadModels } from "@wellbeing/projector";
import { appendHistory, syntheticHistory } from "@wellbeing/projector/testing";
import { perSecond } from "./benchDatabase";

/** Events per page, as `npm run rebuild` reads them. */
export const CATCH_UP_PAGE = 4_000;

/** Appends a realistic history (accounts, sessions; personal fields sealed) to replay. */
export const prepareHistory = async (pool: pg.Pool, sessions: number) => {
  const { store } = await openEventStore(pool, {});
  const history = syntheticHistory({ leads: 20, trainersPerLead: 10, participants: Math.round(sessions / 5), sessions });
  await appendHistory(store, history, 8);
  await store.close();
  return history.reduce((sum, item) => sum + item.events.length, 0);
};

/**
 * Catches the given projections up from position 0 into a fresh schema (every read model's tables made):
 * how fast, and how many statements it sent per page of events (locks, checkpoints and index builds included).
 */
const timeCatchUp = async (pool: pg.Pool, url: string, total: number, schema: string, projections: typeof allProjections) => {
  const { store } = await openEventStore(pool, {});
  const db = createKnex(url);
  try {
    await migrateReadModels(db, schema, allProjections);
    let statements = 0;
    db.on("query", () => (statements += 1));
    const started = performance.now();
    await new ProjectionRunner({ store, db, schema, projections, batchSize: CATCH_UP_PAGE }).catchUp();
    return { eventsPerSecond: perSecond(total, performance.now() - started), statementsPerPage: statements / Math.ceil(total / CATCH_UP_PAGE) };
  } finally {
    await db.destroy();
    await store.close();
  }
};

/**
 * Every read model rebuilt from position 0 into a fresh schema, as `npm run rebuild` does; then each
 * projection alone over the same history, so the slow one is named.
 */
export const measureCatchUp = async (pool: pg.Pool, url: string, total: number) => {
  const { eventsPerSecond } = await timeCatchUp(pool, url, total, "bench_read_models", allProjections);
  const projections: Array<{ name: string; eventsPerSecond: number; statementsPerPage: number }> = [];
  for (const [index, projection] of allProjections.entries()) {
    projections.push({ name: projection.name, ...(await timeCatchUp(pool, url, total, `bench_alone_${index}`, [projection])) });
  }
  return { eventsPerSecond, projections };
};

/** The baseline: a plain SELECT scan of the same rows, in pages of the same size. */
export const measurePlainScan = async (pool: pg.Pool, total: number) => {
  const started = performance.now();
  let after = 0;
  for (;;) {
    const { rows } = await pool.query<{ global_position: number }>(
      "SELECT global_position, stream_id, type, data, metadata FROM es_events WHERE global_position > $1 ORDER BY global_position LIMIT $2",
      [after, CATCH_UP_PAGE],
    );
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1]!.global_position);
  }
  return { eventsPerSecond: perSecond(total, performance.now() - started) };
};
