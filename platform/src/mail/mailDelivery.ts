import type pg from "pg";
import { startProcessInstance } from "../db/processInstance";
import { MailOutbox } from "./mailOutbox";
import { DEFAULT_MAIL_RECOVERY, startMailRecovery, type MailRecoverySettings } from "./mailRecovery";
import type { Mailer, OutgoingMail } from "./mailer";
import { OutboxMailer } from "./outboxMailer";

export interface MailDeliverySettings extends MailRecoverySettings {
  /** Whether this process takes part in recovering e-mails of dead processes (one of them does it at a time). */
  readonly recover: boolean;
  /** How often a process checks its locks' connections and tries for the recovery's lock. */
  readonly lockCheckMs: number;
}

/** Told of each e-mail handed to the mail server, or refused by it (logs, metrics). */
export interface MailObserver {
  sent(mail: OutgoingMail): void;
  failed(mail: OutgoingMail, error: unknown): void;
}

const DEFAULT_MAIL_DELIVERY: MailDeliverySettings = { ...DEFAULT_MAIL_RECOVERY, recover: true, lockCheckMs: 1_000 };

/**
 * How a process sends e-mail: through the outbox (recorded as intended, sent by `transport`,
 * marked sent), under this process's instance lock, with the recovery of e-mails whose sender
 * died. The Mailer it answers closes all of it.
 */
export const startMailDelivery = async (options: {
  readonly pool: pg.Pool;
  readonly databaseUrl: string;
  readonly transport: Mailer;
  readonly settings?: Partial<MailDeliverySettings>;
  readonly onError: (error: unknown) => void;
  readonly observer?: MailObserver;
}): Promise<Mailer> => {
  const settings = { ...DEFAULT_MAIL_DELIVERY, ...options.settings };
  const { databaseUrl, transport, onError } = options;
  const outbox = new MailOutbox(options.pool);
  const instance = await startProcessInstance({ databaseUrl, checkEveryMs: settings.lockCheckMs, onError });
  const mailer = new OutboxMailer({ outbox, transport, instance, onError });
  const recovery = settings.recover
    ? startMailRecovery({ databaseUrl, outbox, transport, instance, settings, checkEveryMs: settings.lockCheckMs, onError })
    : null;
  return {
    send: async (mail) => {
      try {
        await mailer.send(mail);
      } catch (error) {
        options.observer?.failed(mail, error);
        throw error;
      }
      options.observer?.sent(mail);
    },
    close: async () => {
      await recovery?.stop();
      await mailer.close();
      await instance.stop();
    },
  };
};
