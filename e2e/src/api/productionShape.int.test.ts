import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, startMailSink, type MailSink } from "@wellbeing/platform";
import { createTestDatabase, startScriptProcess, type ScriptProcess, type TestDatabase } from "@wellbeing/platform/testing";
import { STRONG_PASSWORD } from "../support/accountHelpers";
import { ApiClient } from "../support/apiClient";
import { createSession, sessionForm } from "../support/sessionCast";

// docker-compose's shape as processes: two command APIs and two query APIs behind the gateway, one
// projector, one database and one mail server. Requests land on both instances of each API, a
// scheduled e-mail is due while both command APIs' workers poll, and every e-mail arrives once.

const root = path.resolve(import.meta.dirname, "../../..");
const ADMIN = { email: "admin@shape.test", password: STRONG_PASSWORD };
const STARTING = 240_000;

let database: TestDatabase;
let mail: MailSink;
let pool: pg.Pool;
const processes: ScriptProcess[] = [];
const urls = { commandApis: [] as string[], queryApis: [] as string[], gateway: "" };

/** Answers at all: the process is listening (a 404 is an answer; a refused connection throws). */
const listening = (url: string) =>
  vi.waitFor(
    async () => {
      const { status } = await fetch(`${url}/api/never-a-route`);
      if (status !== 404) throw new Error(`${url} answered ${status}`);
    },
    { timeout: STARTING, interval: 250 },
  );

const start = async (script: string, env: Record<string, string> = {}): Promise<string> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  processes.push(startScriptProcess(path.join(root, script), { ...sharedEnvironment(), ...env, PORT: String(port) }));
  return url;
};

const sharedEnvironment = () => ({
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  DATABASE_URL: database.url,
  SMTP_URL: mail.url,
  PUBLIC_URL: urls.gateway,
  JWT_SECRET: "production-shape-secret-long-enough-for-hs256-signing",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: "warn",
});

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailSink();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  urls.gateway = `http://127.0.0.1:${await freePort()}`;
  // One at a time: both command APIs bootstrap the admin; the second finds it there.
  urls.commandApis.push(await start("command-api/src/server.ts"));
  await listening(urls.commandApis[0]!);
  urls.commandApis.push(await start("command-api/src/server.ts"));
  urls.queryApis.push(await start("query-api/src/server.ts"), await start("query-api/src/server.ts"));
  await start("projector/src/main.ts");
  processes.push(
    startScriptProcess(path.join(root, "scripts/src/gateway.ts"), {
      ...sharedEnvironment(),
      PORT: new URL(urls.gateway).port,
      COMMAND_API_URL: urls.commandApis.join(","),
      QUERY_API_URL: urls.queryApis.join(","),
    }),
  );
  for (const url of [...urls.commandApis, ...urls.queryApis, urls.gateway]) await listening(url);
}, STARTING * 2);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.kill()));
  await pool?.end();
  await mail?.stop();
  await database?.drop();
});

/** Nothing is left to send: no e-mail waits in the outbox and no scheduled job is waiting or running. */
const quiet = async () => {
  const waiting = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE state = 'intended'");
  const jobs = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')");
  return waiting.rows[0]!.n === 0 && jobs.rows[0]!.n === 0;
};

const mailsTo = (address: string) => mail.messages().filter((message) => message.to.includes(address));

describe("two command APIs and two query APIs behind the gateway", () => {
  it("serve the same system; a staff invitation, session invitations, verification links and a scheduled e-mail each arrive once", async () => {
    const admin = new ApiClient(urls.gateway);
    await admin.logIn(ADMIN.email, ADMIN.password);
    // A trainer invited by e-mail, then their session.
    const trainer = await admin.post("/api/users/", { name: "Tomos Trainer", email: "tomos@shape.test", role: "trainer", localAuthorities: ["Newport"] });
    expect(trainer.status).toBe(201);
    const session = await createSession(admin, sessionForm(trainer.body._id as string, { contactEmail: "tomos@shape.test" }));

    // Through the gateway, in turn: each invitation request lands on the other command API.
    const invited = ["ina@shape.test", "iwan@shape.test", "ifan@shape.test", "ilsa@shape.test"];
    for (const pair of [invited.slice(0, 2), invited.slice(2)]) {
      expect((await admin.post(`/api/sessions/${session.id}/emails?type=registration`, { recipients: pair })).status).toBe(200);
    }
    // A scheduled e-mail falls due while both command APIs' workers poll the queue.
    const scheduledFor = ["sian@shape.test", "steffan@shape.test"];
    const scheduled = await admin.post(`/api/sessions/${session.id}/scheduled-emails`, {
      date: new Date(Date.now() + 3_000).toISOString(),
      surveyType: "post",
      recipients: scheduledFor,
    });
    expect(scheduled.status).toBe(201);
    // Straight to each command API: participants sign up on one and the other.
    const signedUp = ["pedr@shape.test", "prys@shape.test", "pam@shape.test", "pia@shape.test"];
    for (const [at, email] of signedUp.entries()) {
      const answer = await new ApiClient(urls.commandApis[at % 2]!).post("/api/participant", { name: "Shape Participant", email, password: STRONG_PASSWORD });
      expect(answer.status).toBe(201);
    }

    const everyone = ["tomos@shape.test", ...invited, ...scheduledFor, ...signedUp];
    await expect.poll(() => everyone.every((address) => mailsTo(address).length > 0), { timeout: 60_000 }).toBe(true);
    await expect.poll(quiet, { timeout: 60_000 }).toBe(true);
    // Once nothing is left to send, anything sent twice would be here.
    for (const address of everyone) expect(mailsTo(address).map((message) => message.subject), address).toHaveLength(1);
    expect(mail.messages()).toHaveLength(everyone.length);

    // Both query APIs read what the one projector wrote: the new session, on each in turn.
    for (const queryApi of urls.queryApis) {
      const reader = admin.copy();
      const detail = await new ApiClient(queryApi).request("GET", `/api/session-details/${session.id}`, undefined, { cookie: reader.cookieHeader! });
      expect(detail.status).toBe(200);
    }
  }, 180_000);
});
