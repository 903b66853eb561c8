import type { Knex } from "knex";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROJECTIONS_CHANNEL,
  createKnex,
  createPool,
  encodePosition,
  openEventStore,
  parseAnnouncement,
  type Announcement,
  type EventStore,
  type RecordedEvent,
} from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { eventually } from "@wellbeing/testkit/apiClient";
import { allProjections } from "../slices";
import { schemaDifferences } from "../testing/compareSchemas";
import { appendHistory, syntheticHistory, type StreamAppend } from "../testing/syntheticHistory";
import { tallyOf, tallyProjection } from "../testing/tallyProjection";
import { readCheckpoints } from "./checkpoints";
import type { Projection } from "./projection";
import { ProjectionRunner, type RunnerLogger } from "./projectionRunner";
import { migrateReadModels } from "./readModelSchema";

// A projection that throws is loud and contained: it stops just before the event it cannot apply,
// the failure is logged and stored, the other projections go on, and it is retried with backoff
// until the fault is gone, when it catches up on its own and rejoins.

let database: TestDatabase;
let pool: pg.Pool;
let db: Knex;
let store: EventStore;
let allEvents: RecordedEvent[];

const readEverything = async (): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ fromPosition: events.at(-1)?.position, limit: 1_000 });
    if (page.length === 0) return events;
    events.push(...page);
  }
};

/** Polls as the API tests do (testkit's `eventually`), for up to a minute: the projector's catch-up under load. */
const poll = <T>(check: () => Promise<T | null | undefined | false>): Promise<T> => eventually(check, 60_000);

/**
 * The whole log once a reader sees every event just appended. A read right after the appends can
 * trail them while an older transaction is still open (a projector batch that began before the last
 * append committed): the Postgres store never shows a reader past a transaction still running.
 */
const readEverythingIncluding = async (appended: ReadonlyArray<StreamAppend>): Promise<RecordedEvent[]> => {
  const ids = appended.flatMap((append) => append.events.map((event) => event.eventId));
  return poll(async () => {
    const events = await readEverything();
    const visible = new Set(events.map((event) => event.eventId));
    return ids.every((id) => visible.has(id)) ? events : null;
  });
};

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  db = createKnex(database.url);
  ({ store } = await openEventStore(pool, {}));
  await appendHistory(store, syntheticHistory({ leads: 2, trainersPerLead: 3, participants: 80, sessions: 300 }));
  allEvents = await readEverything();
  await migrateReadModels(db, "reference", [...allProjections, tallyProjection]);
  await new ProjectionRunner({ store, db, schema: "reference", projections: [...allProjections, tallyProjection] }).catchUp();
});

afterAll(async () => {
  await store.close();
  await db.destroy();
  await pool.end();
  await database.drop();
});

describe("a projection that throws", () => {
  it("is logged with the event's position, type and error, stops there alone, is retried with backoff and catches up once fixed", async () => {
    const culpritIndex = Math.floor(allEvents.length / 2);
    const culprit = allEvents[culpritIndex]!;
    let broken = true;
    let attempts = 0;
    // Counts events like the tally (own table), but cannot take the culprit while broken.
    const faulty: Projection = {
      name: "faulty",
      version: 1,
      tables: ["faulty_tally"],
      migrate: async (trx, schema) => {
        await trx.raw("CREATE TABLE IF NOT EXISTS ??.faulty_tally (id integer PRIMARY KEY, events bigint NOT NULL)", [schema]);
        await trx.raw("INSERT INTO ??.faulty_tally VALUES (1, 0) ON CONFLICT DO NOTHING", [schema]);
      },
      apply: async (batch, { trx, schema }) => {
        await trx.raw("UPDATE ??.faulty_tally SET events = events + ? WHERE id = 1", [schema, batch.length]);
        if (broken && batch.some((event) => encodePosition(event.position) === encodePosition(culprit.position))) {
          attempts += 1;
          throw new Error("injected: this projection cannot take the culprit event");
        }
      },
    };
    const faultyTally = async () => Number((await db.withSchema("contained").from("faulty_tally").first<{ events: string }>("events"))!.events);

    const logged: Array<{ message: string; details?: Record<string, unknown> }> = [];
    const logger: RunnerLogger = { info: () => undefined, error: (message, details) => logged.push({ message, details }) };
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const announcements: Announcement[] = [];
    listener.on("notification", (message) => {
      const parsed = parseAnnouncement(message.payload ?? "");
      if (parsed) announcements.push(parsed);
    });
    await listener.query(`LISTEN ${PROJECTIONS_CHANNEL}`);

    const projections = [...allProjections, tallyProjection, faulty];
    await migrateReadModels(db, "contained", projections);
    const runner = new ProjectionRunner({
      store,
      db,
      schema: "contained",
      projections,
      announce: true,
      batchSize: 200,
      logger,
      retry: { firstMs: 50, maxMs: 400 },
    });
    runner.start();
    try {
      // Every other projection reaches the head.
      await poll(async () => (await tallyOf(db, "contained")) === allEvents.length);
      expect(await schemaDifferences(db, "contained", "reference", [...allProjections, tallyProjection])).toEqual({});

      // The faulty one stopped just before the culprit, having applied every event before it, and says why.
      const failing = await poll(async () => (await readCheckpoints(db, "contained")).get("faulty"));
      expect(failing.failingSince).not.toBeNull();
      expect(failing.failure).toMatchObject({ position: encodePosition(culprit.position), eventType: culprit.type, streamId: culprit.streamId });
      expect(failing.failure?.error).toContain("injected");
      expect(await faultyTally()).toBe(culpritIndex);
      expect(runner.failures.map((failure) => failure.projection)).toEqual(["faulty"]);

      // Logged loudly, at error level, with where and why.
      expect(logged[0]?.details).toMatchObject({
        projection: "faulty",
        position: encodePosition(culprit.position),
        eventType: culprit.type,
        streamId: culprit.streamId,
      });
      expect(String(logged[0]?.details?.error)).toContain("injected");
      // Readers were told it is failing.
      await poll(async () => announcements.some((announcement) => announcement.failing?.includes("faulty")));

      // Retried with backoff: again and again, each later than the one before.
      await poll(async () => attempts >= 4 && logged.length >= 4);
      const retryTimes = logged.slice(0, 4).map((line) => Date.parse(String(line.details?.nextRetryAt)));
      const gaps = retryTimes.slice(1).map((time, index) => time - retryTimes[index]!);
      expect(gaps.every((gap) => gap > 0)).toBe(true);
      expect(logged.slice(0, 4).map((line) => line.details?.attempts)).toEqual([1, 2, 3, 4]);

      // New events still reach the healthy projections while the faulty one is stuck.
      const later = syntheticHistory({ leads: 1, trainersPerLead: 1, participants: 5, sessions: 5 });
      await appendHistory(store, later);
      allEvents = await readEverythingIncluding(later);
      await poll(async () => (await tallyOf(db, "contained")) === allEvents.length);
      expect(await faultyTally()).toBe(culpritIndex);

      // The fault goes: it gets past the culprit, catches up alone, rejoins, and readers are told.
      broken = false;
      await poll(async () => (await faultyTally()) === allEvents.length);
      const recovered = await poll(async () => {
        const checkpoint = (await readCheckpoints(db, "contained")).get("faulty");
        return checkpoint?.failingSince === null ? checkpoint : null;
      });
      expect(recovered.failure).toBeNull();
      expect(recovered.position).toEqual(allEvents.at(-1)!.position);
      await poll(async () => announcements.at(-1)?.failing?.length === 0);
      expect(runner.failures).toEqual([]);
      // Nothing applied twice, nothing skipped, by anyone.
      expect(await tallyOf(db, "contained")).toBe(allEvents.length);
    } finally {
      await runner.stop();
      await listener.end();
    }
  });

  it("remembers a stored failure across a restart and retries it at once", async () => {
    let broken = true;
    const culprit = allEvents[10]!;
    const flaky: Projection = {
      ...tallyProjection,
      name: "flaky",
      tables: ["event_tally"],
      apply: async (batch, context) => {
        if (broken && batch.some((event) => encodePosition(event.position) === encodePosition(culprit.position))) throw new Error("injected again");
        await tallyProjection.apply(batch, context);
      },
    };
    await migrateReadModels(db, "restarted", [flaky]);
    const first = new ProjectionRunner({ store, db, schema: "restarted", projections: [flaky], retry: { firstMs: 60_000, maxMs: 60_000 } });
    expect((await first.catchUp()).map((failure) => failure.projection)).toEqual(["flaky"]);
    expect(await tallyOf(db, "restarted")).toBe(10);

    broken = false;
    const second = new ProjectionRunner({ store, db, schema: "restarted", projections: [flaky], retry: { firstMs: 60_000, maxMs: 60_000 } });
    second.start();
    try {
      await poll(async () => (await tallyOf(db, "restarted")) === allEvents.length);
      await poll(async () => (await readCheckpoints(db, "restarted")).get("flaky")?.failingSince === null);
    } finally {
      await second.stop();
    }
  });
});
