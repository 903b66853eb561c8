import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseReceivedMail, type ReceivedMail } from "./receivedMail";

/**
 * A real SMTP server that keeps what it receives in memory: the development mail catcher (shown
 * at /dev/mail when no SMTP_URL is set) and the inbox integration tests read.
 */
export interface MailSink {
  /** `smtp://127.0.0.1:<port>`, for nodemailer. */
  readonly url: string;
  messages(): ReadonlyArray<ReceivedMail>;
  /** The first message (already here or still to come) matching, or a rejection after the timeout. */
  waitFor(matches: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  stop(): Promise<void>;
}

/** Older mail is dropped beyond this, so a long-running catcher stays small. */
const KEPT_MESSAGES = 500;

const readStream = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
};

export interface MailSinkOptions {
  readonly port?: number;
  readonly host?: string;
  /** Recipients the server refuses (550), as a real one refuses unknown mailboxes. */
  readonly refuseRecipient?: (address: string) => boolean;
  /** The server accepts each message only once this resolves (a mail server slow to answer). */
  readonly acceptAfter?: () => Promise<void>;
}

export const startMailSink = async (options: MailSinkOptions = {}): Promise<MailSink> => {
  const received: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  let nextId = 1;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (!options.refuseRecipient?.(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      readStream(stream)
        .then(async (raw) => {
          await options.acceptAfter?.();
          return raw;
        })
        .then((raw) =>
          parseReceivedMail(raw, {
            id: nextId++,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          }),
        )
        .then((mail) => {
          received.push(mail);
          if (received.length > KEPT_MESSAGES) received.shift();
          for (const notify of [...waiters]) notify(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${host}:${port}`,
    messages: () => [...received],
    waitFor: (matches, timeoutMs = 10_000) =>
      new Promise<ReceivedMail>((resolve, reject) => {
        const already = received.find(matches);
        if (already) return resolve(already);
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        const waiter = (mail: ReceivedMail) => {
          if (!matches(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      }),
    clear: () => {
      received.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
