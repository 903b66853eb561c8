import type { Knex } from "knex";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createKnex, createPool, openEventStore, type EventStore } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { allProjections } from "../slices";
import { ProjectionRunner } from "../runner/projectionRunner";
import { migrateReadModels } from "../runner/readModelSchema";
import { schemaDifferences } from "../testing/compareSchemas";
import { appendHistory, syntheticHistory } from "../testing/syntheticHistory";
import { rebuildReadModels } from "./rebuildReadModels";

let database: TestDatabase;
let pool: pg.Pool;
let db: Knex;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  db = createKnex(database.url);
  ({ store } = await openEventStore(pool, {}));
  await appendHistory(store, syntheticHistory({ leads: 2, trainersPerLead: 3, participants: 50, sessions: 400 }));
});

afterAll(async () => {
  await store.close();
  await db.destroy();
  await pool.end();
  await database.drop();
});

it("replays every projection into fresh tables and swaps them in while the live projector runs", async () => {
  await migrateReadModels(db, "live", allProjections);
  const live = new ProjectionRunner({ store, db, schema: "live", projections: allProjections, announce: true });
  live.start();
  // A damaged live read model: the rebuild must replace it with the truth.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await db.withSchema("live").from("sessions").delete();

  const progress: number[] = [];
  const { events } = await rebuildReadModels({ store, db, projections: allProjections, liveSchema: "live", onProgress: ({ done }) => progress.push(done) });
  expect(events).toBe(458);
  expect(progress.at(-1)).toBe(458);

  await appendHistory(store, syntheticHistory({ leads: 1, trainersPerLead: 1, participants: 0, sessions: 10 }));
  await migrateReadModels(db, "reference", allProjections);
  await new ProjectionRunner({ store, db, schema: "reference", projections: allProjections }).catchUp();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await live.stop();

  expect(await schemaDifferences(db, "live", "reference", allProjections)).toEqual({});
  const leftovers = await db.raw("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'live_%'");
  expect(leftovers.rows).toEqual([]);
});
