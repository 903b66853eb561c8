import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailSink, type MailSink } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData, startSystem, type RunningSystem, type SystemOptions } from "@wellbeing/scripts";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { sessionForm } from "@wellbeing/testkit/sessionCast";
import { GENEROUS_RATE_LIMITS } from "@wellbeing/testkit/testSystem";

// Scheduled e-mail is durable (pg-boss in the application's Postgres): it survives the system
// stopping between scheduling and sending and is then sent once; a failing send is retried with
// backoff (only for the recipients not reached) and shown as failed after the last try.

let database: TestDatabase;
let mail: MailSink;
let options: SystemOptions;
let system: RunningSystem | null = null;

const SCHEDULER = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 2 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const received = (address: string) => mail.messages().filter((message) => message.to.includes(address));

const start = async () => {
  system = await startSystem(options);
  const trainer = new ApiClient(system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  return trainer;
};

const newSession = async (trainer: ApiClient) => {
  const me = (await trainer.get("/api/users/auth")).body;
  const created = await trainer.post("/api/add-session", sessionForm(me.userId));
  expect(created.status).toBe(201);
  return created.body.id as string;
};

const scheduleIn = (trainer: ApiClient, sessionId: string, seconds: number, recipient: string) =>
  trainer.post(`/api/sessions/${sessionId}/scheduled-emails`, {
    date: new Date(Date.now() + seconds * 1000).toISOString(),
    surveyType: "post",
    recipients: [recipient],
  });

const scheduledEmail = async (trainer: ApiClient, sessionId: string, id: string) =>
  ((await trainer.get(`/api/sessions/${sessionId}/scheduled-emails`)).body.scheduledEmails as Array<Record<string, unknown>>).find((email) => email.id === id);

const jobOf = async (scheduledEmailId: string) =>
  (await system!.pool.query("SELECT state, retry_count FROM pgboss.job WHERE data->>'scheduledEmailId' = $1", [scheduledEmailId])).rows[0] as
    { state: string; retry_count: number } | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailSink();
  options = {
    databaseUrl: database.url,
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    port: 0,
    host: "127.0.0.1",
    rateLimits: GENEROUS_RATE_LIMITS,
    smtpUrl: mail.url,
    scheduler: SCHEDULER,
  };
  system = await startSystem(options);
  await seedDemoData(system, new Date());
});

afterAll(async () => {
  await system?.stop();
  await mail.stop();
  await database.drop();
});

describe("a scheduled e-mail survives a restart", () => {
  it("is scheduled, the system stops before it is due, starts again after: exactly one e-mail arrives", async () => {
    await system!.stop();
    const trainer = await start();
    const sessionId = await newSession(trainer);
    const scheduled = await scheduleIn(trainer, sessionId, 5, "restart@example.org");
    expect(scheduled.status).toBe(201);
    const { scheduledEmailId } = scheduled.body;
    await eventually(async () => (await jobOf(scheduledEmailId))?.state === "created");

    await system!.stop();
    system = null;
    await sleep(6_000);
    expect(received("restart@example.org")).toHaveLength(0);

    const again = await start();
    await mail.waitFor((message) => message.to.includes("restart@example.org"), 15_000);
    await eventually(async () => (await scheduledEmail(again, sessionId, scheduledEmailId))?.status === "sent", 10_000);
    await sleep(2_000);
    expect(received("restart@example.org")).toHaveLength(1);
  });
});

describe("a failing send", () => {
  it("is retried with backoff: the mail server coming back in time means one e-mail, sent", async () => {
    const trainer = new ApiClient(system!.url);
    await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    const sessionId = await newSession(trainer);
    const port = Number(new URL(mail.url).port);
    await mail.stop();
    const { scheduledEmailId } = (await scheduleIn(trainer, sessionId, 1, "retry@example.org")).body;
    await eventually(async () => (await jobOf(scheduledEmailId))?.state === "retry", 10_000);
    mail = await startMailSink({ port });
    await mail.waitFor((message) => message.to.includes("retry@example.org"), 15_000);
    await eventually(async () => (await scheduledEmail(trainer, sessionId, scheduledEmailId))?.status === "sent", 10_000);
    expect(received("retry@example.org")).toHaveLength(1);
  });

  it("is shown as failed after the last try, with the reason", async () => {
    const trainer = new ApiClient(system!.url);
    await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    const sessionId = await newSession(trainer);
    const port = Number(new URL(mail.url).port);
    await mail.stop();
    const { scheduledEmailId } = (await scheduleIn(trainer, sessionId, 1, "failing@example.org")).body;
    const failed = await eventually(async () => {
      const email = await scheduledEmail(trainer, sessionId, scheduledEmailId);
      return email?.status === "failed" ? email : null;
    }, 30_000);
    expect(failed.failure).toMatch(/ECONNREFUSED|connect/i);
    expect(await jobOf(scheduledEmailId)).toMatchObject({ state: "failed", retry_count: SCHEDULER.retryLimit });
    mail = await startMailSink({ port });
  });

  it("that reached only some recipients is retried for the others only: each gets one e-mail", async () => {
    const trainer = new ApiClient(system!.url);
    await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    const sessionId = await newSession(trainer);
    const port = Number(new URL(mail.url).port);
    await mail.stop();
    let refusals = 1;
    mail = await startMailSink({ port, refuseRecipient: (address) => address === "flaky@example.org" && refusals-- > 0 });
    const scheduled = await trainer.post(`/api/sessions/${sessionId}/scheduled-emails`, {
      date: new Date(Date.now() + 1_000).toISOString(),
      surveyType: "post",
      recipients: ["steady@example.org", "flaky@example.org"],
    });
    const { scheduledEmailId } = scheduled.body;
    await eventually(async () => (await scheduledEmail(trainer, sessionId, scheduledEmailId))?.status === "sent", 20_000);
    expect(await jobOf(scheduledEmailId)).toMatchObject({ retry_count: 1 });
    expect(received("flaky@example.org")).toHaveLength(1);
    expect(received("steady@example.org")).toHaveLength(1);
    await mail.stop();
    mail = await startMailSink({ port });
  });
});
