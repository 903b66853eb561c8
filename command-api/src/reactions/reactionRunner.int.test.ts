import path from "node:path";
import type { Knex } from "knex";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisoryLockKey, createKnex, createPool, openEventStore, type EventStore, type Position } from "@wellbeing/platform";
import { advisoryLockHolder, createTestDatabase, startScriptProcess, terminateBackend, type TestDatabase } from "@wellbeing/platform/testing";
import { createTally, tallyOf, tallyReaction, talliedEvent } from "../testing/tallyReaction";
import { readReactionCheckpoint, writeReactionCheckpoint } from "./reactionCheckpoints";
import { startReaction, type RunningReaction } from "./reactionRunner";

// Several command APIs over one database: each reaction runs in one of them at a time.

// Polls are patient: a busy machine may take seconds for what usually takes milliseconds.
const WAIT = { timeout: 20_000 };

let database: TestDatabase;
let pool: pg.Pool;
let db: Knex;
let store: EventStore;
/** Every event the tally reacts to, in the order appended. */
const appended: Array<{ eventId: string; position: Position }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 4);
  db = createKnex(database.url, 4);
  store = (await openEventStore(pool, {})).store;
  await createTally(db);
});

afterAll(async () => {
  await store.close();
  await db.destroy();
  await pool.end();
  await database.drop();
});

const appendTallied = async (count: number) => {
  for (let index = 0; index < count; index += 1) {
    const event = talliedEvent();
    const { position } = await store.append(`tally-${event.eventId}`, [event], { expectedRevision: "no_stream" });
    appended.push({ eventId: event.eventId, position });
  }
};

const runner = (name: string, runnerName: string): Promise<RunningReaction> =>
  startReaction({ store, db, databaseUrl: database.url, reaction: tallyReaction(db, name, runnerName), onError: () => undefined, lockCheckMs: 100 });

/** Waits until the reaction has reacted to every appended event and saved its checkpoint past the last; answers who reacted to what. */
const caughtUp = async (name: string) => {
  const last = appended.at(-1)!.position;
  await expect.poll(async () => readReactionCheckpoint(db, name), WAIT).toEqual(last);
  return tallyOf(db, name);
};

const expectEachOnce = (tally: ReadonlyArray<{ event_id: string }>) => {
  expect(tally.map((row) => row.event_id).sort()).toEqual(appended.map((event) => event.eventId).sort());
};

/** How many runners of the reaction wait their turn: their lock connection has asked for the lock, and another holds it. */
const followersOf = async (name: string) =>
  (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1 AND query LIKE '%pg_try_advisory_lock%' AND pid IS DISTINCT FROM $2`,
      [`reaction:${name}`, await advisoryLockHolder(pool, advisoryLockKey(`reaction:${name}`))],
    )
  ).rows[0]!.n;

describe("a reaction run by two command APIs", () => {
  it("reacts to each event once, in one of them", async () => {
    const first = await runner("pair", "first");
    const second = await runner("pair", "second");
    await expect.poll(() => followersOf("pair"), WAIT).toBe(1);
    await appendTallied(10);

    const tally = await caughtUp("pair");
    expectEachOnce(tally);
    expect(new Set(tally.map((row) => row.runner)).size).toBe(1);
    await first.stop();
    await second.stop();
  });

  it("goes on, each event once, when the leader's connection is dropped: the lock is taken again on a new connection", async () => {
    const first = await runner("dropped", "first");
    const second = await runner("dropped", "second");
    await appendTallied(3);
    await caughtUp("dropped");
    const key = advisoryLockKey("reaction:dropped");
    const leader = await advisoryLockHolder(pool, key);
    expect(leader).not.toBeNull();

    await terminateBackend(pool, leader!);
    await expect
      .poll(async () => {
        const holder = await advisoryLockHolder(pool, key);
        return holder !== null && holder !== leader;
      }, WAIT)
      .toBe(true);
    await appendTallied(5);
    expectEachOnce(await caughtUp("dropped"));
    await first.stop();
    await second.stop();
  });

  it("is taken over within seconds when the leader's process dies", async () => {
    const leader = startScriptProcess(path.resolve(import.meta.dirname, "../testing/reactionProcess.ts"), {
      DATABASE_URL: database.url,
      REACTION_NAME: "handover",
    });
    try {
      await leader.printed("started");
      const key = advisoryLockKey("reaction:handover");
      await expect.poll(() => advisoryLockHolder(pool, key), WAIT).not.toBeNull();
      const follower = await runner("handover", "follower");
      await expect.poll(() => followersOf("handover"), WAIT).toBe(1);
      await appendTallied(4);
      const beforeCrash = await caughtUp("handover");
      expect(new Set(beforeCrash.map((row) => row.runner))).toEqual(new Set(["child"]));

      await leader.kill();
      await appendTallied(4);
      const tally = await caughtUp("handover");
      expectEachOnce(tally);
      expect(
        tally
          .filter((row) => row.runner === "follower")
          .map((row) => row.event_id)
          .sort(),
      ).toEqual(
        appended
          .slice(-4)
          .map((event) => event.eventId)
          .sort(),
      );
      await follower.stop();
    } finally {
      await leader.kill();
    }
  });
});

describe("the reaction checkpoint", () => {
  it("only moves forward: a stale writer cannot move it back", async () => {
    expect(await writeReactionCheckpoint(db, "forward", { commit: 10n, prepare: 5n })).toBe(true);
    expect(await writeReactionCheckpoint(db, "forward", { commit: 9n, prepare: 100n })).toBe(false);
    expect(await writeReactionCheckpoint(db, "forward", { commit: 10n, prepare: 4n })).toBe(false);
    expect(await readReactionCheckpoint(db, "forward")).toEqual({ commit: 10n, prepare: 5n });
    expect(await writeReactionCheckpoint(db, "forward", { commit: 10n, prepare: 6n })).toBe(true);
    expect(await writeReactionCheckpoint(db, "forward", { commit: 11n, prepare: 0n })).toBe(true);
    expect(await readReactionCheckpoint(db, "forward")).toEqual({ commit: 11n, prepare: 0n });
  });
});
