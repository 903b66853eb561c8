import type { Knex } from "knex";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createKnex, createPool, openEventStore, type EventStore } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { allProjections } from "../slices";
import { appendHistory, syntheticHistory } from "../testing/syntheticHistory";
import { leaveOutLateIndexes } from "./lateIndexes";
import { ProjectionRunner } from "./projectionRunner";
import { migrateReadModels } from "./readModelSchema";

// A catch-up from position 0 into empty tables builds the indexes only readers use after its load;
// whatever happens to it, the read models end with every index a migration makes.

let database: TestDatabase;
let pool: pg.Pool;
let db: Knex;
let store: EventStore;

const LATE = allProjections.flatMap((projection) => (projection.lateIndexes ?? []).map((index) => index.name));

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  db = createKnex(database.url);
  ({ store } = await openEventStore(pool, {}));
  await appendHistory(store, syntheticHistory({ leads: 1, trainersPerLead: 2, participants: 10, sessions: 30 }));
  await migrateReadModels(db, "reference", allProjections);
});

afterAll(async () => {
  await store.close();
  await db.destroy();
  await pool.end();
  await database.drop();
});

/** A schema's indexes, each with its definition (the schema's name taken out). */
const indexesOf = async (schema: string): Promise<string[]> => {
  const { rows } = await db.raw(`SELECT indexname, replace(indexdef, ?, '') AS definition FROM pg_indexes WHERE schemaname = ? ORDER BY indexname`, [
    `${schema}.`,
    schema,
  ]);
  return (rows as Array<{ indexname: string; definition: string }>).map((row) => `${row.indexname}: ${row.definition}`);
};

const names = (indexes: ReadonlyArray<string>) => indexes.map((index) => index.split(":")[0]!);

/** The store, reading as it does, noting the schema's indexes each time a page is asked for (or failing from the `failAt`th page). */
const watchedStore = (schema: string, seen: string[][], failAt = Infinity): EventStore => {
  let reads = 0;
  return Object.assign(Object.create(store) as EventStore, {
    readAll: async (options: Parameters<EventStore["readAll"]>[0]) => {
      reads += 1;
      seen.push(names(await indexesOf(schema)));
      if (reads >= failAt) throw new Error("the database went away");
      return store.readAll(options);
    },
  });
};

it("the event index has late indexes, and a migration makes them", async () => {
  expect(LATE).toEqual(expect.arrayContaining(["audit_events_subjects", "audit_events_stream"]));
  expect(names(await indexesOf("reference"))).toEqual(expect.arrayContaining(LATE));
});

it("a catch-up from position 0 loads without the late indexes and ends with every index", async () => {
  await migrateReadModels(db, "fresh", allProjections);
  const seen: string[][] = [];
  const failures = await new ProjectionRunner({
    store: watchedStore("fresh", seen),
    db,
    schema: "fresh",
    projections: allProjections,
    batchSize: 10,
  }).catchUp();
  expect(failures).toEqual([]);
  expect(seen.length).toBeGreaterThan(3);
  for (const during of seen) expect(during.filter((name) => LATE.includes(name))).toEqual([]);
  expect(await indexesOf("fresh")).toEqual(await indexesOf("reference"));
  expect(Number((await db.withSchema("fresh").from("audit_events").count({ n: "*" }))[0]!.n)).toBeGreaterThan(30);
});

it("a catch-up that throws part-way still ends with every index", async () => {
  await migrateReadModels(db, "interrupted", allProjections);
  const seen: string[][] = [];
  const runner = new ProjectionRunner({ store: watchedStore("interrupted", seen, 3), db, schema: "interrupted", projections: allProjections, batchSize: 10 });
  await expect(runner.catchUp()).rejects.toThrow("the database went away");
  expect(seen[0]!.filter((name) => LATE.includes(name))).toEqual([]);
  expect(await indexesOf("interrupted")).toEqual(await indexesOf("reference"));

  // Resumed from its checkpoints (past 0, rows in the tables): it keeps every index as it goes.
  const resumed: string[][] = [];
  expect(await new ProjectionRunner({ store: watchedStore("interrupted", resumed), db, schema: "interrupted", projections: allProjections }).catchUp()).toEqual(
    [],
  );
  for (const during of resumed) expect(during).toEqual(expect.arrayContaining(LATE));
});

it("a catch-up whose process died before building them gets them back from the next start's migration", async () => {
  await migrateReadModels(db, "died", allProjections);
  expect(await leaveOutLateIndexes(db, "died", allProjections)).not.toEqual([]);
  expect(names(await indexesOf("died")).filter((name) => LATE.includes(name))).toEqual([]);
  await migrateReadModels(db, "died", allProjections);
  expect(await indexesOf("died")).toEqual(await indexesOf("reference"));
});

it("tables with rows, or a projection past position 0, keep their indexes", async () => {
  await migrateReadModels(db, "filled", allProjections);
  await new ProjectionRunner({ store, db, schema: "filled", projections: allProjections }).catchUp();
  expect(await leaveOutLateIndexes(db, "filled", allProjections)).toEqual([]);
  expect(await indexesOf("filled")).toEqual(await indexesOf("reference"));
});
