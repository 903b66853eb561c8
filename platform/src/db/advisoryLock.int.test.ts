import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisoryLockHolder, createTestDatabase, terminateBackend, type TestDatabase } from "../testing";
import { advisoryLockKey, holdAdvisoryLock, type AdvisoryLockHolder } from "./advisoryLock";
import { createPool } from "./postgres";

// Polls are patient: a busy machine may take seconds for what usually takes milliseconds.
const WAIT = { timeout: 20_000 };

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 2);
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

const untilAborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener("abort", () => resolve(), { once: true })));

/** Whether every connection of these labels has asked for the lock at least once (its last query). */
const allAsked = async (labels: ReadonlyArray<string>) => {
  const { rows } = await pool.query<{ application_name: string }>(
    "SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%pg_try_advisory_lock%'",
  );
  return labels.every((label) => rows.some((row) => row.application_name === label));
};

describe("holdAdvisoryLock", () => {
  it("runs one holder at a time; stopping it hands over; a dropped connection is noticed and the lock taken again", async () => {
    const key = advisoryLockKey("test:one-at-a-time");
    const runs: string[] = [];
    const holder = (name: string): AdvisoryLockHolder =>
      holdAdvisoryLock({
        databaseUrl: database.url,
        key,
        label: `lock-test-${name}`,
        checkEveryMs: 50,
        whileHeld: async (lost) => {
          runs.push(name);
          await untilAborted(lost);
        },
      });

    const a = holder("a");
    await expect.poll(() => runs, WAIT).toEqual(["a"]);
    const b = holder("b");
    // b has asked (its connection is waiting on its turn), and still only a runs.
    await expect.poll(() => allAsked(["lock-test-b"]), WAIT).toBe(true);
    expect(runs).toEqual(["a"]);

    await a.stop();
    await expect.poll(() => runs, WAIT).toEqual(["a", "b"]);

    const held = await advisoryLockHolder(pool, key);
    expect(held).not.toBeNull();
    await terminateBackend(pool, held!);
    await expect.poll(() => runs, WAIT).toEqual(["a", "b", "b"]);
    const again = await advisoryLockHolder(pool, key);
    expect(again).not.toBeNull();
    expect(again).not.toBe(held);
    await b.stop();
    await expect.poll(() => advisoryLockHolder(pool, key), WAIT).toBeNull();
  });

  it("is free as soon as stop() has answered: a process taking over at once wins it (no wait for the server to notice the closed connection)", async () => {
    const key = advisoryLockKey("test:free-on-stop");
    let running = false;
    const holder = holdAdvisoryLock({
      databaseUrl: database.url,
      key,
      label: "lock-test-stopped",
      checkEveryMs: 50,
      whileHeld: async (lost) => {
        running = true;
        await untilAborted(lost);
      },
    });
    await expect.poll(() => running, WAIT).toBe(true);
    await holder.stop();
    const next = await pool.connect();
    try {
      const { rows } = await next.query<{ won: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS won", [key.toString()]);
      expect(rows).toEqual([{ won: true }]);
      await next.query("SELECT pg_advisory_unlock($1::bigint)", [key.toString()]);
    } finally {
      next.release();
    }
  });
});
