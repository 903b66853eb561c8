import type { ProcessInstance } from "../db/processInstance";
import type { MailOutbox } from "./mailOutbox";
import type { Mailer, OutgoingMail } from "./mailer";

/** Another live process is sending the e-mail of this idempotency key right now. */
class MailBeingSent extends Error {
  constructor() {
    super("this e-mail is being sent by another process");
  }
}

/**
 * The Mailer every part of the system sends through: it records the e-mail as intended (claimed
 * by this process) before the transport sends it, then marks it sent or failed. A crash in
 * between leaves it intended with a dead claimer, for the recovery to send (mailRecovery).
 * Failures reach the caller as before, so whoever retries (pg-boss) still does.
 */
export class OutboxMailer implements Mailer {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: {
      readonly outbox: MailOutbox;
      readonly transport: Mailer;
      readonly instance: ProcessInstance;
      readonly onError: (error: unknown) => void;
    },
  ) {}

  send(mail: OutgoingMail): Promise<void> {
    const sending = this.sendOnce(mail);
    this.inFlight.add(sending);
    return sending.finally(() => this.inFlight.delete(sending));
  }

  private async sendOnce(mail: OutgoingMail): Promise<void> {
    const { outbox, transport, instance, onError } = this.deps;
    const claimer = instance.claimKey();
    const intent = await outbox.recordIntent(claimer, mail);
    if (intent.kind === "alreadySent") return;
    if (intent.kind === "beingSent") throw new MailBeingSent();
    try {
      await transport.send(mail);
    } catch (error) {
      await outbox.markFailed(intent.id, claimer, error).catch(onError);
      throw error;
    }
    // It went out: a failure to note that must not tell the caller it did not.
    await outbox.markSent(intent.id, claimer).catch(onError);
  }

  /** Waits for the sends under way (their claims must not look abandoned), then closes the transport. */
  async close(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    await this.deps.transport.close();
  }
}
