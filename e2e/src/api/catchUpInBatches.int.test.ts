import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { ProjectionRunner, allProjections, migrateReadModels } from "@wellbeing/projector";
import { schemaDifferences } from "@wellbeing/projector/testing";
import { COMMAND_ENDPOINTS } from "@wellbeing/testkit/commandEndpoints";
import { enterFuzzWorld } from "@wellbeing/testkit/fuzzWorld";
import { projectorAtHead } from "@wellbeing/testkit/readModelReplay";
import { systemAtRest } from "@wellbeing/testkit/readModelRows";
import { allEvents } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// A catch-up applies a page of events to every projection at once, each projection in a transaction of
// its own and with set-based writes: over a varied history (the demo seed, then accepted commands of
// every kind) it builds exactly the read models that applying the events one by one builds, and those
// the live projector built as they came.

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
  const { world, clients } = await enterFuzzWorld(system.url, "batched.changer@example.org");
  const withBodies = COMMAND_ENDPOINTS.filter((endpoint) => endpoint.valid !== null);
  const command = fc.constantFrom(...withBodies).chain((endpoint) => endpoint.valid!(world).map((body) => ({ endpoint, body })));
  for (const { endpoint, body } of fc.sample(command, { numRuns: 60, seed: 30 })) {
    const response = await clients[endpoint.caller].request(endpoint.method, endpoint.path(world), body);
    expect(response.status, endpoint.name).toBeLessThan(500);
  }
});
afterAll(async () => {
  await system.stop();
});

/** Builds the read models from the whole log three ways, and compares them with each other and with the live ones. */
const compareBuilds = async () => {
  const { db, store } = system;
  const events = await allEvents(store);
  expect(new Set(events.map((event) => event.type)).size).toBeGreaterThan(15);

  await migrateReadModels(db, "one_by_one", allProjections);
  const oneByOne = new ProjectionRunner({ store, db, schema: "one_by_one", projections: allProjections });
  for (const event of events) await oneByOne.processBatch([event]);
  expect(oneByOne.failures).toEqual([]);

  // Pages of 50: many pages, each projection's part of each in its own transaction.
  await migrateReadModels(db, "in_batches", allProjections);
  expect(await new ProjectionRunner({ store, db, schema: "in_batches", projections: allProjections, batchSize: 50 }).catchUp()).toEqual([]);
  await migrateReadModels(db, "in_one_batch", allProjections);
  expect(await new ProjectionRunner({ store, db, schema: "in_one_batch", projections: allProjections, batchSize: 4_000 }).catchUp()).toEqual([]);

  expect(await schemaDifferences(db, "in_batches", "one_by_one", allProjections)).toEqual({});
  expect(await schemaDifferences(db, "in_one_batch", "one_by_one", allProjections)).toEqual({});
  expect(await schemaDifferences(db, "in_batches", READ_MODEL_SCHEMA, allProjections)).toEqual({});
};

it("builds the same read models in batches, side by side, as event by event and as the live projector", async () => {
  // Reactions append events of their own: every one of them and every projection has handled every event.
  await expect.poll(() => systemAtRest(system)).toBe(true);
  await projectorAtHead(system.pool, system.store);
  await system.projector.pause();
  try {
    await compareBuilds();
  } finally {
    await system.projector.resume();
  }
});
