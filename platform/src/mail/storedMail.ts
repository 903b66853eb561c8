import type { OutgoingMail } from "./mailer";

/** An e-mail as the outbox keeps it (JSON): attachments in base64. */
export interface StoredMail {
  readonly to: ReadonlyArray<string>;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly attachments: ReadonlyArray<{ readonly filename: string; readonly contentType: string; readonly base64: string }>;
}

export const toStoredMail = (mail: OutgoingMail): StoredMail => ({
  to: [...mail.to],
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    base64: (typeof content === "string" ? Buffer.from(content, "utf8") : content).toString("base64"),
  })),
});

export const fromStoredMail = (stored: StoredMail): OutgoingMail => ({
  to: stored.to,
  subject: stored.subject,
  html: stored.html,
  text: stored.text,
  attachments: stored.attachments.map(({ filename, contentType, base64 }) => ({ filename, contentType, content: Buffer.from(base64, "base64") })),
});
