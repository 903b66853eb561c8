import { spawn } from "node:child_process";
import path from "node:path";
import type { Knex } from "knex";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECTIONS_CHANNEL, createKnex, createPool, openEventStore, parseAnnouncement, type EventStore } from "@wellbeing/platform";
import { createTestDatabase, tsxCommand, type TestDatabase } from "@wellbeing/platform/testing";
import { allProjections } from "../slices";
import { schemaDifferences } from "../testing/compareSchemas";
import { appendHistory, syntheticHistory } from "../testing/syntheticHistory";
import { tallyOf, tallyProjection } from "../testing/tallyProjection";
import type { Projection } from "./projection";
import { ProjectionRunner } from "./projectionRunner";
import { migrateReadModels } from "./readModelSchema";
import { readCheckpoints } from "./checkpoints";

let database: TestDatabase;
let pool: pg.Pool;
let db: Knex;
let store: EventStore;
let totalEvents: number;

const projectionsWithTally = [...allProjections, tallyProjection];

/** Builds a schema from position 0 with a fresh runner: the reference every other run must equal. */
const cleanReplay = async (schema: string) => {
  await migrateReadModels(db, schema, projectionsWithTally);
  await new ProjectionRunner({ store, db, schema, projections: projectionsWithTally }).catchUp();
};

const waitFor = async (condition: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const caughtUp = (schema: string) => async () => (await tallyOf(db, schema).catch(() => -1)) >= totalEvents;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  db = createKnex(database.url);
  ({ store } = await openEventStore(pool, {}));
  const history = syntheticHistory({ leads: 3, trainersPerLead: 4, participants: 300, sessions: 1_500 });
  totalEvents = history.reduce((sum, item) => sum + item.events.length, 0);
  await appendHistory(store, history);
  await cleanReplay("reference");
});

afterAll(async () => {
  await store.close();
  await db.destroy();
  await pool.end();
  await database.drop();
});

describe("the projection runner", () => {
  it("builds every read model and announces each commit with the position reached", async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const announcements: string[] = [];
    listener.on("notification", (message) => announcements.push(message.payload ?? ""));
    await listener.query(`LISTEN ${PROJECTIONS_CHANNEL}`);

    await migrateReadModels(db, "live", projectionsWithTally);
    const runner = new ProjectionRunner({ store, db, schema: "live", projections: projectionsWithTally, announce: true, batchSize: 400 });
    runner.start();
    await waitFor(caughtUp("live"));
    await runner.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await listener.end();

    expect(await db.withSchema("live").from("users").count({ n: "*" }).first()).toEqual({ n: 315 });
    expect(await db.withSchema("live").from("sessions").count({ n: "*" }).first()).toEqual({ n: 1_500 });
    expect(await schemaDifferences(db, "live", "reference", projectionsWithTally)).toEqual({});

    const parsed = announcements.map(parseAnnouncement);
    expect(parsed.every((announcement) => announcement !== null)).toBe(true);
    const head = await store.headPosition();
    expect(parsed.at(-1)?.position).toBe(`${head!.commit}.${head!.prepare}`);
    expect(parsed.some((announcement) => announcement!.projections.includes("sessions"))).toBe(true);
    const sessionChange = parsed.flatMap((announcement) => announcement!.changes).find((change) => change.topic === "sessions");
    expect(sessionChange?.audience.roles).toContain("admin");
    expect(sessionChange?.audience.userIds.length).toBeGreaterThan(0);
  });

  it("contains a projection failing a few times: the others go on, it catches up; no event applied twice or skipped", async () => {
    let failures = 0;
    const failThrice: Projection = {
      ...tallyProjection,
      name: "fail-thrice",
      tables: [],
      migrate: async () => undefined,
      apply: async (batch) => {
        // Fails after the other projections wrote this batch's rows in the same transaction.
        if (failures < 3 && batch.length > 0) {
          failures += 1;
          throw new Error("injected failure inside a batch");
        }
      },
    };
    const projections = [...projectionsWithTally, failThrice];
    await migrateReadModels(db, "flaky", projections);
    const runner = new ProjectionRunner({ store, db, schema: "flaky", projections, batchSize: 300, retry: { firstMs: 20, maxMs: 100 } });
    runner.start();
    await waitFor(caughtUp("flaky"));
    await waitFor(async () => (await readCheckpoints(db, "flaky")).get("fail-thrice")?.failingSince === null && runner.failures.length === 0);
    await runner.stop();

    expect(failures).toBe(3);
    expect(await tallyOf(db, "flaky")).toBe(totalEvents);
    expect(await schemaDifferences(db, "flaky", "reference", projectionsWithTally)).toEqual({});
    expect((await readCheckpoints(db, "flaky")).get("fail-thrice")?.position).toEqual(await store.headPosition());
  });

  // Two projector processes start here (each loading its TypeScript through tsx) and the survivor may take minutes to
  // catch up: on a busy machine that passes the suite's 60 s per test, so this test has a budget of its own.
  it("ends equal to a clean replay after its process is killed mid-catch-up", async () => {
    const script = path.resolve(import.meta.dirname, "../testing/projectorProcess.ts");
    // Node runs the script itself (tsx as its loader): a SIGKILL then kills the projector, not a wrapper around it.
    const [node, args] = tsxCommand(script);
    const env = { ...process.env, DATABASE_URL: database.url, READ_MODEL_SCHEMA: "crashed", BATCH_SIZE: "100" };

    const doomed = spawn(node, args, { env: { ...env, BATCH_DELAY_MS: "40" }, stdio: ["ignore", "pipe", "inherit"] });
    let commits = 0;
    await new Promise<void>((resolve) => {
      doomed.stdout.on("data", (chunk: Buffer) => {
        commits += chunk
          .toString()
          .split("\n")
          .filter((line) => line.startsWith("committed")).length;
        if (commits >= 3) resolve();
      });
    });
    // Killed while a later batch sleeps inside its open transaction.
    await new Promise((resolve) => setTimeout(resolve, 20));
    doomed.kill("SIGKILL");
    await new Promise((resolve) => doomed.on("exit", resolve));
    const tallyAfterKill = await tallyOf(db, "crashed");
    expect(tallyAfterKill).toBeGreaterThan(0);
    expect(tallyAfterKill).toBeLessThan(totalEvents);

    const survivor = spawn(node, args, { env, stdio: ["ignore", "ignore", "inherit"] });
    // Waits as long as the test's own budget allows: beside a full suite on a loaded machine, 60 s was not always enough.
    await waitFor(caughtUp("crashed"), 150_000);
    survivor.kill("SIGTERM");
    await new Promise((resolve) => survivor.on("exit", resolve));

    expect(await tallyOf(db, "crashed")).toBe(totalEvents);
    expect(await schemaDifferences(db, "crashed", "reference", projectionsWithTally)).toEqual({});
    const checkpoints = await readCheckpoints(db, "crashed");
    const head = await store.headPosition();
    for (const projection of projectionsWithTally) expect(checkpoints.get(projection.name)?.position).toEqual(head);
  }, 180_000);
});
