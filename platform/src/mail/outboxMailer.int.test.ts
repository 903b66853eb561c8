import type pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPool } from "../db/postgres";
import { startProcessInstance, type ProcessInstance } from "../db/processInstance";
import { createTestDatabase, type TestDatabase } from "../testing";
import { MailOutbox } from "./mailOutbox";
import { DEFAULT_MAIL_RECOVERY, recoverOrphanedMail } from "./mailRecovery";
import { startMailSink, type MailSink, type MailSinkOptions } from "./mailSink";
import type { Mailer, OutgoingMail } from "./mailer";
import { OutboxMailer } from "./outboxMailer";
import { createSmtpMailer } from "./smtpMailer";

// The outbox with real parts: PostgreSQL, SMTP servers, and process instances (each its own
// session holding its own lock, as separate processes would).

// Polls are patient: a busy machine may take seconds for what usually takes milliseconds.
const WAIT = { timeout: 20_000 };

let database: TestDatabase;
let pool: pg.Pool;
let outbox: MailOutbox;
let sender: ProcessInstance;
let recoverer: ProcessInstance;
const closing: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 4);
  outbox = new MailOutbox(pool);
  sender = await startProcessInstance({ databaseUrl: database.url, checkEveryMs: 100 });
  recoverer = await startProcessInstance({ databaseUrl: database.url, checkEveryMs: 100 });
});

afterAll(async () => {
  for (const close of closing.reverse()) await close();
  await sender.stop();
  await recoverer.stop();
  await pool.end();
  await database.drop();
});

beforeEach(async () => {
  await pool.query("DELETE FROM mail_outbox");
});

const sinkOf = async (options: MailSinkOptions = {}): Promise<{ sink: MailSink; transport: Mailer }> => {
  const sink = await startMailSink(options);
  const transport = createSmtpMailer(sink.url, "Wellbeing Training <no-reply@test.local>");
  closing.push(
    () => transport.close(),
    () => sink.stop(),
  );
  return { sink, transport };
};

const mailerOn = (transport: Mailer, instance: ProcessInstance = sender) =>
  new OutboxMailer({
    outbox,
    transport,
    instance,
    onError: (error) => {
      throw error;
    },
  });

const recoveryPass = (transport: Mailer, settings = DEFAULT_MAIL_RECOVERY) => recoverOrphanedMail({ outbox, transport, instance: recoverer, settings });

const mail = (subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: ["ana@example.org"],
  subject,
  html: "<p>Hello Ana</p>",
  text: "Hello Ana",
  attachments: [{ filename: "session.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
  ...extra,
});

interface OutboxRow {
  state: string;
  message: { subject: string; to: string[]; attachments: Array<{ filename: string }> } | null;
  last_error: string | null;
  attempts: number;
  claimed_by: string | number | null;
  due: boolean;
}

const rows = async (): Promise<OutboxRow[]> =>
  (await pool.query<OutboxRow>("SELECT state, message, last_error, attempts, claimed_by, next_attempt_at <= now() AS due FROM mail_outbox ORDER BY created_at"))
    .rows;

const receivedWith = (sink: MailSink, subject: string) => sink.messages().filter((message) => message.subject === subject);

const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe("sending through the outbox", () => {
  it("records the e-mail as intended, body included, before the transport has it; once sent it keeps only that it went", async () => {
    const held = gate();
    const { sink, transport } = await sinkOf({ acceptAfter: () => held.opened });
    const sending = mailerOn(transport).send(mail("Recorded first"));

    await expect.poll(async () => (await rows())[0]?.state, WAIT).toBe("intended");
    const [intended] = await rows();
    expect(intended!.message).toMatchObject({ subject: "Recorded first", to: ["ana@example.org"], attachments: [{ filename: "session.ics" }] });
    expect(receivedWith(sink, "Recorded first")).toHaveLength(0);

    held.open();
    await sending;
    expect(receivedWith(sink, "Recorded first")).toHaveLength(1);
    expect(await rows()).toEqual([expect.objectContaining({ state: "sent", message: null, last_error: null })]);
  });

  it("a send under way is left alone by the recovery of another process: the e-mail arrives once", async () => {
    const held = gate();
    const { sink, transport } = await sinkOf({ acceptAfter: () => held.opened });
    const sending = mailerOn(transport).send(mail("Sent once"));
    await expect.poll(async () => (await rows())[0]?.state, WAIT).toBe("intended");

    expect(await recoveryPass(transport)).toEqual({ sent: 0, failed: 0 });
    held.open();
    await sending;
    expect(await recoveryPass(transport)).toEqual({ sent: 0, failed: 0 });
    expect(receivedWith(sink, "Sent once")).toHaveLength(1);
    expect((await rows()).map((row) => row.state)).toEqual(["sent"]);
  });

  it("a refusal reaches the caller as before; the e-mail is marked failed, with the reason and without its body", async () => {
    const { sink, transport } = await sinkOf({ refuseRecipient: (address) => address === "gone@example.org" });
    await expect(mailerOn(transport).send(mail("Refused", { to: ["gone@example.org"] }))).rejects.toThrow(/Mailbox unavailable/);
    expect(await rows()).toEqual([expect.objectContaining({ state: "failed", message: null, last_error: expect.stringMatching(/550|Mailbox unavailable/) })]);
    // The caller was told: nobody else tries it.
    expect(await recoveryPass(transport)).toEqual({ sent: 0, failed: 0 });
    expect(receivedWith(sink, "Refused")).toHaveLength(0);
  });
});

describe("an idempotency key", () => {
  it("sends once: asked again after it went, nothing more goes", async () => {
    const { sink, transport } = await sinkOf();
    const mailer = mailerOn(transport);
    await mailer.send(mail("Keyed", { idempotencyKey: "job-1/ana@example.org" }));
    await mailer.send(mail("Keyed", { idempotencyKey: "job-1/ana@example.org" }));
    await mailer.send(mail("Keyed", { idempotencyKey: "job-2/ana@example.org" }));
    expect(receivedWith(sink, "Keyed")).toHaveLength(2);
    expect((await rows()).map((row) => row.state)).toEqual(["sent", "sent"]);
  });

  it("after a failure, asked again, it goes", async () => {
    let refusals = 1;
    const { sink, transport } = await sinkOf({ refuseRecipient: () => refusals-- > 0 });
    const mailer = mailerOn(transport);
    await expect(mailer.send(mail("Second try", { idempotencyKey: "job-3/ana@example.org" }))).rejects.toThrow();
    await mailer.send(mail("Second try", { idempotencyKey: "job-3/ana@example.org" }));
    expect(receivedWith(sink, "Second try")).toHaveLength(1);
    expect(await rows()).toEqual([expect.objectContaining({ state: "sent", message: null })]);
  });
});

describe("the recovery", () => {
  it("sends, once, an e-mail whose process died after recording it", async () => {
    const { sink, transport } = await sinkOf();
    const doomed = await startProcessInstance({ databaseUrl: database.url, checkEveryMs: 100 });
    expect(await outbox.recordIntent(doomed.claimKey(), mail("Orphaned"))).toMatchObject({ kind: "claimed" });
    expect(await recoveryPass(transport)).toEqual({ sent: 0, failed: 0 });

    await doomed.stop();
    expect(await recoveryPass(transport)).toEqual({ sent: 1, failed: 0 });
    expect(await recoveryPass(transport)).toEqual({ sent: 0, failed: 0 });
    const [received] = receivedWith(sink, "Orphaned");
    expect(receivedWith(sink, "Orphaned")).toHaveLength(1);
    expect(received!.attachments[0]!.content.toString()).toContain("BEGIN:VCALENDAR");
    expect(await rows()).toEqual([expect.objectContaining({ state: "sent", message: null, attempts: 1 })]);
  });

  it("tries a recovered e-mail again later when the mail server refuses it, and marks it failed after the last try", async () => {
    const { sink, transport } = await sinkOf({ refuseRecipient: () => true });
    const doomed = await startProcessInstance({ databaseUrl: database.url, checkEveryMs: 100 });
    await outbox.recordIntent(doomed.claimKey(), mail("Never accepted"));
    await doomed.stop();
    const settings = { ...DEFAULT_MAIL_RECOVERY, maxAttempts: 2 };

    expect(await recoveryPass(transport, settings)).toEqual({ sent: 0, failed: 1 });
    expect(await rows()).toEqual([
      expect.objectContaining({ state: "intended", claimed_by: null, attempts: 1, due: false, last_error: expect.stringMatching(/Mailbox unavailable/) }),
    ]);
    // Not due yet: nothing is tried.
    expect(await recoveryPass(transport, settings)).toEqual({ sent: 0, failed: 0 });

    await pool.query("UPDATE mail_outbox SET next_attempt_at = now()");
    expect(await recoveryPass(transport, settings)).toEqual({ sent: 0, failed: 1 });
    expect(await rows()).toEqual([expect.objectContaining({ state: "failed", message: null, attempts: 2 })]);
    expect(receivedWith(sink, "Never accepted")).toHaveLength(0);
  });

  it("forgets sent and failed e-mails after the retention, never intended ones", async () => {
    const { transport } = await sinkOf();
    const mailer = mailerOn(transport);
    await mailer.send(mail("Old"));
    await mailer.send(mail("Recent"));
    await outbox.recordIntent(sender.claimKey(), mail("Still to go"));
    await pool.query(
      "UPDATE mail_outbox SET updated_at = now() - interval '8 days' WHERE state = 'sent' AND created_at = (SELECT min(created_at) FROM mail_outbox)",
    );
    await pool.query("UPDATE mail_outbox SET created_at = now() - interval '30 days', updated_at = now() - interval '30 days' WHERE state = 'intended'");

    await recoveryPass(transport);
    expect((await rows()).map((row) => row.state)).toEqual(["intended", "sent"]);
  });
});
