import { createSmtpMailer, renderEmail, startupRefusal } from "@wellbeing/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

describe("the development inbox (no SMTP_URL)", () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await startTestSystem({ seedDemo: false, smtpUrl: undefined });
  });
  afterAll(async () => system?.stop());

  it("runs a local mail catcher and lists what arrived, newest first, with each message's parts", async () => {
    const catcher = system.mailCatcher;
    expect(catcher).toBeDefined();
    const empty = await fetch(`${system.url}/dev/mail`);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain("No messages received currently.");

    const mailer = createSmtpMailer(catcher!.url);
    await mailer.send({
      to: ["trainer@example.org"],
      subject: "Set your password <now>",
      ...renderEmail({ heading: "Welcome", paragraphs: ["Hello"], action: { label: "Set password", url: `${system.url}/reset-password/abc` } }),
      attachments: [{ filename: "session.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" }],
    });
    await mailer.close();
    const mail = await catcher!.waitFor(() => true);

    const list = await (await fetch(`${system.url}/dev/mail`)).text();
    expect(list).toContain("Set your password &lt;now&gt;");
    expect(list).toContain("trainer@example.org");

    const message = await (await fetch(`${system.url}/dev/mail/${mail.id}`)).text();
    expect(message).toContain(`${system.url}/reset-password/abc`);
    const attachment = await fetch(`${system.url}/dev/mail/${mail.id}/attachments/0`);
    expect(attachment.headers.get("content-type")).toContain("text/calendar");
    expect(await attachment.text()).toContain("BEGIN:VCALENDAR");
    expect((await fetch(`${system.url}/dev/mail/9999`)).status).toBe(404);
  });

  it("opens an attachment whose name is not ASCII ('Nia Ŵyn …pdf'): the name travels in UTF-8 (RFC 5987), an ASCII stand-in beside it", async () => {
    const mailer = createSmtpMailer(system.mailCatcher!.url);
    await mailer.send({
      to: ["nia@example.org"],
      subject: "Eich tystysgrif",
      ...renderEmail({ heading: "Tystysgrif", paragraphs: ["Ynghlwm"] }),
      attachments: [{ filename: "Nia Ŵyn Hughes-1764000000000.pdf", content: Buffer.from("%PDF-1.7\n"), contentType: "application/pdf" }],
    });
    await mailer.close();
    const mail = await system.mailCatcher!.waitFor((received) => received.to.includes("nia@example.org"));
    expect(mail.attachments[0]!.filename).toBe("Nia Ŵyn Hughes-1764000000000.pdf");
    expect(await (await fetch(`${system.url}/dev/mail/${mail.id}`)).text()).toContain("Nia Ŵyn Hughes-1764000000000.pdf");
    const attachment = await fetch(`${system.url}/dev/mail/${mail.id}/attachments/0`);
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get("content-disposition")).toBe(
      `attachment; filename="Nia Wyn Hughes-1764000000000.pdf"; filename*=UTF-8''Nia%20%C5%B4yn%20Hughes-1764000000000.pdf`,
    );
    expect(
      Buffer.from(await attachment.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("who the development inbox answers", () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await startTestSystem({ seedDemo: false, smtpUrl: undefined, webDist: undefined });
  });
  afterAll(async () => system?.stop());

  const inboxAs = (remoteAddress: string, url = "/dev/mail") => system.app.inject({ method: "GET", url, remoteAddress });

  it("answers this machine, over IPv4 and IPv6, with a policy of its own", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const answer = await inboxAs(address);
      expect(answer.statusCode, address).toBe(200);
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("is not there for any other client, whatever X-Forwarded-For claims", async () => {
    for (const address of ["192.168.1.20", "10.0.0.7", "2001:db8::1", "::ffff:10.0.0.7"]) {
      for (const url of ["/dev/mail", "/dev/mail/1", "/dev/mail/1/attachments/0"]) {
        expect((await inboxAs(address, url)).statusCode, `${address} ${url}`).toBe(404);
      }
    }
    const forwarded = await system.app.inject({ method: "GET", url: "/dev/mail", remoteAddress: "192.168.1.20", headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(forwarded.statusCode).toBe(404);
  });
});

describe("where the development inbox does not exist", () => {
  it("is not served when SMTP_URL is set, nor in production", async () => {
    for (const options of [{}, { environment: "production" as const }]) {
      const system = await startTestSystem({ seedDemo: false, ...options });
      try {
        expect(system.mailCatcher).toBeUndefined();
        expect((await system.app.inject({ method: "GET", url: "/dev/mail", remoteAddress: "127.0.0.1" })).statusCode).toBe(404);
      } finally {
        await system.stop();
      }
    }
  });

  it("is not served in test either: a mail catcher keeps the mail, nobody browses it", async () => {
    const system = await startTestSystem({ seedDemo: false, smtpUrl: undefined, environment: "test" });
    try {
      expect(system.mailCatcher).toBeDefined();
      expect((await system.app.inject({ method: "GET", url: "/dev/mail", remoteAddress: "127.0.0.1" })).statusCode).toBe(404);
    } finally {
      await system.stop();
    }
  });

  it("refuses to start in production without SMTP_URL", async () => {
    await expect(startTestSystem({ seedDemo: false, smtpUrl: undefined, environment: "production" })).rejects.toThrow(
      startupRefusal({ environment: "production", smtpUrl: undefined })!,
    );
  });
});
