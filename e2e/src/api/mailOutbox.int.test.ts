import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, startMailSink, type MailSink } from "@wellbeing/platform";
import { createTestDatabase, startMailSenderProcess, startSilentMailServer, type TestDatabase } from "@wellbeing/platform/testing";
import { DEMO_ACCOUNTS, seedDemoData, startSystem, type RunningSystem } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";

// An e-mail is recorded as intended before it is sent: a process killed between the two leaves
// it to the next system on the database, which sends it once; a send under way is never taken
// over while its process lives; the running system sends through the outbox.

// Polls are patient: a busy machine may take seconds for what usually takes milliseconds.
const WAIT = { timeout: 20_000 };

let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
let mail: MailSink;
let system: RunningSystem | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 2);
  mail = await startMailSink();
});

afterAll(async () => {
  await system?.stop();
  await mail.stop();
  await pool.end();
  await database.drop();
});

const outbox = async () => (await pool.query<{ state: string; message: unknown }>("SELECT state, message FROM mail_outbox ORDER BY created_at")).rows;

const received = (subject: string) => mail.messages().filter((message) => message.subject === subject);

describe("a process killed after recording an e-mail, before its mail server answered", () => {
  it("leaves the e-mail to the next system on the database, which sends it exactly once", async () => {
    const silent = await startSilentMailServer();
    const doomed = startMailSenderProcess({ databaseUrl: database.url, smtpUrl: silent.url, to: "crash@example.org", subject: "Sent after a crash" });
    try {
      await doomed.printed("sending");
      // Its mail server has the connection: the e-mail was recorded before.
      await expect.poll(() => silent.connections(), WAIT).toBeGreaterThan(0);
    } finally {
      await doomed.kill();
      await silent.stop();
    }
    expect(await outbox()).toEqual([{ state: "intended", message: expect.objectContaining({ subject: "Sent after a crash" }) }]);

    system = await startSystem({
      databaseUrl: database.url,
      jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
      port: 0,
      host: "127.0.0.1",
      smtpUrl: mail.url,
      mailDelivery: { intervalMs: 100, lockCheckMs: 100 },
    });
    const arrived = await mail.waitFor((message) => message.subject === "Sent after a crash", 20_000);
    expect(arrived.to).toEqual(["crash@example.org"]);
    expect(arrived.attachments.map((attachment) => attachment.filename)).toEqual(["session.ics"]);
    await expect.poll(outbox, WAIT).toEqual([{ state: "sent", message: null }]);
    expect(received("Sent after a crash")).toHaveLength(1);
  });
});

describe("a normal send while another process runs the recovery", () => {
  it("is received exactly once", async () => {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const slow = await startMailSink({ acceptAfter: () => opened });
    const sender = startMailSenderProcess({ databaseUrl: database.url, smtpUrl: slow.url, to: "normal@example.org", subject: "Sent normally" });
    try {
      await sender.printed("sending");
      await expect.poll(async () => (await outbox()).filter((row) => row.state === "intended").length, WAIT).toBe(1);
      // A finished row past its retention: once it is purged, the system's recovery has made a whole pass (it purges last) since the e-mail was recorded.
      const canary = await pool.query<{ id: string }>(
        "INSERT INTO mail_outbox (id, state, updated_at) VALUES (gen_random_uuid(), 'sent', now() - interval '30 days') RETURNING id",
      );
      await expect.poll(async () => (await pool.query("SELECT 1 FROM mail_outbox WHERE id = $1", [canary.rows[0]!.id])).rowCount, WAIT).toBe(0);

      open();
      await sender.printed("sent");
      await expect.poll(outbox, WAIT).toEqual([
        { state: "sent", message: null },
        { state: "sent", message: null },
      ]);
      expect(slow.messages().filter((message) => message.subject === "Sent normally")).toHaveLength(1);
      expect(received("Sent normally")).toHaveLength(0);
    } finally {
      await sender.kill();
      await slow.stop();
    }
  });
});

describe("the running system", () => {
  it("sends its e-mail through the outbox: a password link is recorded, sent, and only that it went is kept", async () => {
    await seedDemoData(system!, new Date());
    const sentBefore = (await outbox()).filter((row) => row.state === "sent").length;
    const asked = await new ApiClient(system!.url).get(`/api/users/forget-password/?email=${encodeURIComponent(DEMO_ACCOUNTS.participant)}`);
    expect(asked.status).toBe(200);
    await mail.waitFor((message) => message.to.includes(DEMO_ACCOUNTS.participant) && message.subject === "Reset your password", 20_000);
    await expect.poll(async () => (await outbox()).filter((row) => row.state === "sent").length, WAIT).toBe(sentBefore + 1);
    expect((await outbox()).every((row) => row.message === null)).toBe(true);
  });
});
