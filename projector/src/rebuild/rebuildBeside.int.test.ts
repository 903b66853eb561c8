import type { Knex } from "knex";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createKnex, createPool, openEventStore, type EventStore } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { startProjector } from "../projector";
import { readCheckpoints } from "../runner/checkpoints";
import type { Projection } from "../runner/projection";
import { LIVE_SCHEMA } from "../runner/readModelSchema";
import { appendHistory, syntheticHistory } from "../testing/syntheticHistory";

// A changed projection (a new version) is rebuilt beside the live one and swapped in: readers keep
// the old table meanwhile (never an empty one), and the new version takes over at the head.

let database: TestDatabase;
let pool: pg.Pool;
let db: Knex;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  db = createKnex(database.url);
  ({ store } = await openEventStore(pool, {}));
  await appendHistory(store, syntheticHistory({ leads: 2, trainersPerLead: 2, participants: 40, sessions: 200 }));
});

afterAll(async () => {
  await store.close();
  await db.destroy();
  await pool.end();
  await database.drop();
});

/** Counts events: version 1 once each, version 2 twice each into a reshaped table, each batch of version 2 slowed down. */
const counter = (version: 1 | 2, delayMs = 0): Projection => ({
  name: "counter",
  version,
  tables: ["event_counter"],
  migrate: async (trx, schema) => {
    await trx.raw(
      version === 1
        ? "CREATE TABLE IF NOT EXISTS ??.event_counter (id integer PRIMARY KEY, events bigint NOT NULL)"
        : "CREATE TABLE IF NOT EXISTS ??.event_counter (id integer PRIMARY KEY, events bigint NOT NULL, counted_twice boolean NOT NULL DEFAULT true)",
      [schema],
    );
    await trx.raw("INSERT INTO ??.event_counter (id, events) VALUES (1, 0) ON CONFLICT DO NOTHING", [schema]);
  },
  apply: async (batch, { trx, schema }) => {
    await trx.raw("UPDATE ??.event_counter SET events = events + ? WHERE id = 1", [schema, batch.length * version]);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  },
});

const counted = async () => {
  const row = await db.withSchema(LIVE_SCHEMA).from("event_counter").first<{ events: string; counted_twice?: boolean }>("*");
  return { events: Number(row!.events), countedTwice: row!.counted_twice ?? null };
};
const total = async () => (await store.countEvents()) ?? 0;
const poll = async (check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

it("keeps serving the old version while the new one is built beside it, then swaps it in at the head", async () => {
  const first = await startProjector({ store, db, projections: [counter(1)], batchSize: 100 });
  await poll(async () => (await counted()).events === (await total()));
  await first.stop();
  const before = await counted();
  expect(before).toEqual({ events: await total(), countedTwice: null });

  // The new version is deployed: built beside the live table, slowly.
  // (Each batch of the new version takes half a second: the old table serves readers meanwhile.)
  const second = await startProjector({ store, db, projections: [counter(2, 500)], batchSize: 100 });
  try {
    const checkpoint = (await readCheckpoints(db, LIVE_SCHEMA)).get("counter")!;
    expect(checkpoint.version).toBe(1);
    expect(checkpoint.rebuildingSince).not.toBeNull();
    // Readers still have the old table, whole, while the new one is built.
    expect(await counted()).toEqual(before);

    await appendHistory(store, syntheticHistory({ leads: 1, trainersPerLead: 1, participants: 3, sessions: 4 }));
    await second.rebuilt;

    const swapped = (await readCheckpoints(db, LIVE_SCHEMA)).get("counter")!;
    expect(swapped.version).toBe(2);
    expect(swapped.rebuildingSince).toBeNull();
    expect((await counted()).countedTwice).toBe(true);
    expect((await db.raw("SELECT nspname FROM pg_namespace WHERE nspname = ?", [`${LIVE_SCHEMA}_next_counter`])).rows).toEqual([]);

    // The live runner goes on with the new version from where the swap left it: nothing skipped or counted twice.
    await appendHistory(store, syntheticHistory({ leads: 1, trainersPerLead: 1, participants: 2, sessions: 2 }));
    await poll(async () => (await counted()).events === 2 * (await total()));
    expect((await readCheckpoints(db, LIVE_SCHEMA)).get("counter")!.position).toEqual(await store.headPosition());
  } finally {
    await second.stop();
  }
});
