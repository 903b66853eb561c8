import { afterAll, expect, it } from "vitest";
import type { Knex } from "knex";
import { createKnex } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { pgBossOverKnex } from "./pgBossSetup";
import { PasswordResetQueue } from "../users/passwordResetQueue";
import { DEFAULT_SCHEDULER_SETTINGS, ScheduledEmailQueue } from "../sessionMail/scheduledEmailQueue";

// Command APIs scaled out (docker-compose) start together on a database pg-boss has never seen: each
// creates the same queues. pg-boss's queue creation (a row, then a partition attached to its job table)
// deadlocks when two run at once, and the refused instance died at startup; they now take turns. And a
// pg-boss script that fails inside its own transaction no longer leaves a pooled connection refusing every query.

const INSTANCES = 4;
const opened: Array<{ stop: () => Promise<void> }> = [];
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const resource of opened.reverse()) await resource.stop();
  for (const database of databases) await database.drop();
});

/** One command API's queues, as it starts them: the forgotten-password requests, then the scheduled e-mails. */
const startInstance = async (database: TestDatabase) => {
  const db: Knex = createKnex(database.url, 4);
  opened.push({ stop: () => db.destroy() });
  const passwordResets = new PasswordResetQueue(db);
  await passwordResets.start((error) => {
    throw error;
  });
  opened.push(passwordResets);
  const scheduled = await ScheduledEmailQueue.start(database.url, db, DEFAULT_SCHEDULER_SETTINGS, (error) => {
    throw error;
  });
  opened.push(scheduled);
};

it("several command APIs starting at once on a new database all start, and each queue is created once", async () => {
  for (let round = 0; round < 2; round += 1) {
    const database = await createTestDatabase();
    databases.push(database);
    const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startInstance(database)));
    expect(started.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    const db = createKnex(database.url, 1);
    try {
      // Our two queues (beside pg-boss's own), each with the partition of the job table it was created with.
      const queues = (await db.raw("SELECT name FROM pgboss.queue WHERE name IN ('password-reset', 'session-mail-scheduled') ORDER BY name")).rows as Array<{
        name: string;
      }>;
      expect(queues.map((queue) => queue.name)).toEqual(["password-reset", "session-mail-scheduled"]);
      const partitions = await db.raw(
        "SELECT count(*)::int AS partitions FROM pg_inherits JOIN pg_class ON pg_class.oid = inhrelid JOIN pgboss.queue ON partition_name = relname WHERE name = ANY(?)",
        [queues.map((queue) => queue.name)],
      );
      expect(partitions.rows).toEqual([{ partitions: 2 }]);
    } finally {
      await db.destroy();
    }
  }
});

it("a pg-boss script failing inside its own transaction leaves the pooled connection usable", async () => {
  const database = await createTestDatabase();
  databases.push(database);
  const db = createKnex(database.url, 1);
  try {
    const boss = pgBossOverKnex(db);
    // As pg-boss's setup runs when another process installed it first: the script stops inside its BEGIN.
    await expect(boss.executeSql("BEGIN; CREATE SCHEMA taken; CREATE SCHEMA taken; COMMIT;", [])).rejects.toThrow(/already exists/);
    expect((await boss.executeSql("SELECT 1 AS one", [])).rows).toEqual([{ one: 1 }]);
    expect((await db.raw("SELECT count(*)::int AS schemas FROM pg_namespace WHERE nspname = 'taken'")).rows).toEqual([{ schemas: 0 }]);
  } finally {
    await db.destroy();
  }
});
