import { createPool } from "../db/postgres";
import { startMailDelivery } from "../mail/mailDelivery";
import { createSmtpMailer } from "../mail/smtpMailer";

// A command API sending one e-mail, in a process of its own, for the outbox's crash tests: it
// sends through the outbox to SMTP_URL (no recovery of its own), printing "sending" before and
// "sent" after. A test kills it mid-send, or lets it finish while another process recovers.
const url = process.env.DATABASE_URL!;
const pool = createPool(url, 2);
const mailer = await startMailDelivery({
  pool,
  databaseUrl: url,
  transport: createSmtpMailer(process.env.SMTP_URL!),
  settings: { recover: false },
  onError: (error) => console.error(error),
});
process.stdout.write("sending\n");
await mailer.send({
  to: [process.env.MAIL_TO!],
  subject: process.env.MAIL_SUBJECT!,
  html: "<p>Your session is on Monday.</p>",
  text: "Your session is on Monday.",
  attachments: [{ filename: "session.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
});
process.stdout.write("sent\n");
await mailer.close();
await pool.end();
