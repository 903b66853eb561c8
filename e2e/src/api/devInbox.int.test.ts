import { createSmtpMailer, renderEmail } from "@wellbeing/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSystem, type TestSystem } from "../support/testSystem";

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
});
