import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEmail } from "./emailContent";
import { startMailSink, type MailSink } from "./mailSink";
import { createSmtpMailer } from "./smtpMailer";
import type { Mailer } from "./mailer";

describe("sending through SMTP to the local mail sink", () => {
  let sink: MailSink;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startMailSink();
    mailer = createSmtpMailer(sink.url, "Wellbeing Training <no-reply@test.local>");
  });
  afterAll(async () => {
    await mailer.close();
    await sink.stop();
  });

  it("delivers both parts, every recipient and the attachments", async () => {
    const body = renderEmail({ heading: "Hello Siân", paragraphs: ["Gŵyl & <café> €5"] });
    await mailer.send({
      to: ["First@Example.org", "second@example.org"],
      subject: "Your session on 03/12 ✓",
      ...body,
      attachments: [{ filename: "session.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" }],
    });

    const mail = await sink.waitFor((received) => received.subject === "Your session on 03/12 ✓");
    expect(mail.to).toEqual(["first@example.org", "second@example.org"]);
    expect(mail.from).toBe("no-reply@test.local");
    expect(mail.html).toContain("Gŵyl &amp; &lt;café&gt; €5");
    expect(mail.text).toContain("Gŵyl & <café> €5");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe("session.ics");
    expect(mail.attachments[0]!.contentType).toBe("text/calendar");
    expect(mail.attachments[0]!.content.toString()).toContain("BEGIN:VCALENDAR");
  });

  it("waits for mail still to come, and gives up after the timeout", async () => {
    const waiting = sink.waitFor((received) => received.subject === "later");
    await mailer.send({ to: ["a@example.org"], subject: "later", html: "<p>x</p>", text: "x" });
    await expect(waiting).resolves.toMatchObject({ subject: "later" });
    await expect(sink.waitFor((received) => received.subject === "never", 200)).rejects.toThrow(/No matching e-mail/);
  });
});
