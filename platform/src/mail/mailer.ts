/** A file sent with an e-mail (e.g. the registration's .ics calendar entry). */
interface MailAttachment {
  readonly filename: string;
  readonly content: string | Buffer;
  readonly contentType: string;
}

/** One e-mail as the application composes it: always an HTML and a plain-text part. */
export interface OutgoingMail {
  readonly to: ReadonlyArray<string>;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly attachments?: ReadonlyArray<MailAttachment>;
  /**
   * Names what this e-mail is, for senders that may ask again (a retried job): once an e-mail with
   * this key has gone out, sending the key again sends nothing (within the outbox's retention).
   */
  readonly idempotencyKey?: string;
}

/** The port every e-mail leaves through. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The sender shown on every e-mail when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Wellbeing Training <no-reply@wellbeing-training.local>";
