import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Knex } from "knex";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userStream } from "@wellbeing/domain";
import { READ_MODEL_SCHEMA, createKnex, createPool, migratePlatformSchema, openEventStore } from "@wellbeing/platform";
import { createTestDatabase, tsxCommand, type TestDatabase } from "@wellbeing/platform/testing";
import { ProjectionRunner, allProjections, migrateReadModels } from "@wellbeing/projector";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, backUp, keysFileOf, restore, startSystem } from "@wellbeing/scripts";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { projectorCaughtUp, readModelRows } from "@wellbeing/testkit/readModelRows";
import { GENEROUS_RATE_LIMITS, startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Backups (issue 15): the event store and the personal-data keys, in two files. Restored into an
// empty database, the read models rebuilt from it equal the originals row for row; a person erased
// after a backup stays erased when it is restored with the newer keys file.

let system: TestSystem;
let folder: string;
const opened: Array<{ database: TestDatabase; pool: pg.Pool; db: Knex }> = [];

beforeAll(async () => {
  system = await startTestSystem();
  folder = await mkdtemp(path.join(tmpdir(), "wb-backup-"));
});
afterAll(async () => {
  for (const { database, pool, db } of opened) {
    await db.destroy();
    await pool.end();
    await database.drop();
  }
  await system.stop();
  await rm(folder, { recursive: true, force: true });
});

/** A new, empty database (platform tables only), to restore into. */
const emptyDatabase = async () => {
  const database = await createTestDatabase();
  const pool = createPool(database.url);
  const db = createKnex(database.url);
  opened.push({ database, pool, db });
  await migratePlatformSchema(pool, { eventStoreTables: true });
  return { database, pool, db };
};

const caughtUp = () => projectorCaughtUp(system);

const backUpNow = async (name: string) => {
  const file = path.join(folder, name);
  const done = await backUp(system.pool, { events: file, keys: keysFileOf(file) });
  return { file, ...done };
};

const root = path.resolve(import.meta.dirname, "../../..");

/** Runs `npm run backup` / `npm run restore`'s script with these arguments against a database; what it printed. */
const runCommand = (script: "backupCommand" | "restoreCommand", args: string[], databaseUrl: string) =>
  new Promise<string>((resolve, reject) => {
    const [command, prefix] = tsxCommand(path.join(root, `scripts/src/backup/${script}.ts`));
    execFile(command, [...prefix, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${script} failed: ${stderr}`)) : resolve(stdout),
    );
  });

describe("backup and restore", () => {
  it("restores into an empty database, and the read models rebuilt from it equal the originals, row for row", async () => {
    // Free text (sealed) in the log as well as the demo data.
    await new ApiClient(system.url).post("/api/error-reports", {
      reportId: crypto.randomUUID(),
      kind: "feedback",
      page: `${system.url}/`,
      error: "Error: boom",
      note: "Backed up words",
    });
    await expect.poll(caughtUp).toBe(true);
    const head = await system.store.headPosition();
    const original = await readModelRows(system.db);
    const backup = await backUpNow("whole.jsonl.gz");
    // Nothing was recorded while the backup was taken: it holds exactly what the originals were built from.
    expect(await system.store.headPosition()).toEqual(head);
    expect(backup.events).toBe(await system.store.countEvents());
    expect(Object.values(original).flat().length).toBeGreaterThan(0);

    const target = await emptyDatabase();
    expect(await restore(target.pool, { events: backup.file, keys: keysFileOf(backup.file) })).toMatchObject({ events: backup.events, keys: backup.keys });
    const { store } = await openEventStore(target.pool, {});
    await migrateReadModels(target.db, READ_MODEL_SCHEMA, allProjections);
    expect(await new ProjectionRunner({ store, db: target.db, schema: READ_MODEL_SCHEMA, projections: allProjections }).catchUp()).toEqual([]);
    expect(await readModelRows(target.db)).toEqual(original);

    // The restored system works: the e-mail index's secret and the keys came back, so the demo admin logs in.
    const restored = await startSystem({
      databaseUrl: target.database.url,
      jwtSecret: "another-secret-that-is-long-enough-for-hs256",
      port: 0,
      smtpUrl: system.mail.url,
      rateLimits: GENEROUS_RATE_LIMITS,
    });
    try {
      const admin = new ApiClient(restored.url);
      await expect(admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).resolves.toBeDefined();
      // Restoring again into the same (now full) store is refused.
      await expect(restore(target.pool, { events: backup.file, keys: null })).rejects.toThrow(/not empty/);
    } finally {
      await restored.stop();
    }
  });

  it("runs as npm run backup -- FILE and npm run restore -- FILE", async () => {
    const file = path.join(folder, "by-command.jsonl.gz");
    const events = await system.store.countEvents();
    expect(await runCommand("backupCommand", [file], system.database.url)).toContain(`to ${keysFileOf(file)}`);
    const target = await emptyDatabase();
    expect(await runCommand("restoreCommand", [file], target.database.url)).toMatch(/^Restored \d+ events/);
    const restored = Number((await target.pool.query("SELECT count(*) AS count FROM es_events")).rows[0].count);
    expect(restored).toBeGreaterThanOrEqual(events!);
    await expect(runCommand("restoreCommand", [file], target.database.url)).rejects.toThrow(/not empty/);
  });

  it("keeps a person erased after a backup erased when that backup is restored with the newer keys file; an older keys file is refused", async () => {
    const erin = await signUpParticipant(system.url, "Erin Erasewell", "erin.erasewell@example.org");
    const before = await backUpNow("before-erasure.jsonl.gz");
    expect((await erin.client.request("DELETE", `/api/users/${erin.userId}`)).status).toBe(200);
    const after = await backUpNow("after-erasure.jsonl.gz");

    const nameIn = async (pool: pg.Pool) => {
      const { store } = await openEventStore(pool, {});
      const registered = (await store.readStream(userStream(erin.userId))).find((event) => event.type === "UserRegistered");
      return (registered?.data as { name: string | null }).name;
    };

    // The older events with the newer keys: her key is erased, her name unreadable.
    const withNewKeys = await emptyDatabase();
    await restore(withNewKeys.pool, { events: before.file, keys: keysFileOf(after.file) });
    expect(await nameIn(withNewKeys.pool)).toBeNull();

    // What the rule prevents: the older events with their own keys would bring her name back.
    const withOwnKeys = await emptyDatabase();
    await restore(withOwnKeys.pool, { events: before.file, keys: keysFileOf(before.file) });
    expect(await nameIn(withOwnKeys.pool)).toBe("Erin Erasewell");

    // Newer events with older keys are refused, and nothing is left half-restored.
    const refused = await emptyDatabase();
    await expect(restore(refused.pool, { events: after.file, keys: keysFileOf(before.file) })).rejects.toThrow(/older than the events/);
    expect((await refused.pool.query("SELECT count(*)::int AS count FROM es_events")).rows[0].count).toBe(0);
  });
});
