import { spawn } from "node:child_process";
import path from "node:path";
import { Server, ServerCredentials } from "@grpc/grpc-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startupRefusal } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs an entry point as `npm start` or docker-compose would, and collects how it ended. */
const run = (entry: string, env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const { SMTP_URL: _smtp, DATABASE_URL: _database, NODE_ENV: _environment, EVENTSTORE_URL: _eventStore, ...inherited } = process.env;
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), [entry], { cwd: root, env: { ...inherited, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });

describe("NODE_ENV=production without SMTP_URL", () => {
  const refusal = startupRefusal({ environment: "production", smtpUrl: undefined })!;

  it.each(["scripts/src/start.ts", "command-api/src/server.ts"])("%s refuses to start, with one line saying what to set", async (entry) => {
    const { code, stderr } = await run(entry, { NODE_ENV: "production", DATA_DIR: path.join(root, ".data/never-created") });
    expect(code).toBe(1);
    expect(stderr).toBe(`${refusal}\n`);
  });
});

describe("EVENTSTORE_URL naming a server without atomic appends across streams", () => {
  // A gRPC server with none of KurrentDB's calls: it answers the append across streams "unimplemented", as EventStoreDB 24.10 does.
  let server: Server;
  let eventStoreUrl: string;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = new Server();
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
    );
    eventStoreUrl = `kurrentdb://127.0.0.1:${port}?tls=false`;
  });

  afterAll(async () => {
    server?.forceShutdown();
    await database?.drop();
  });

  it.each(["command-api/src/server.ts", "query-api/src/server.ts", "projector/src/main.ts"])("%s refuses to start, with one line saying why", async (entry) => {
    const { code, stderr } = await run(entry, {
      DATABASE_URL: database.url,
      EVENTSTORE_URL: eventStoreUrl,
      SMTP_URL: "smtp://127.0.0.1:1",
      PUBLIC_URL: "http://localhost:3000",
      JWT_SECRET: "startup-refusal-secret-long-enough-for-hs256",
      LOG_LEVEL: "warn",
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Refusing to start: the event store at EVENTSTORE_URL cannot append to several streams in one atomic operation.*KurrentDB 25\.1 or later.*\n$/,
    );
    expect(stderr.split("\n")).toHaveLength(2);
  });
});
