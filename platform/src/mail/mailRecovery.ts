import { advisoryLockKey, holdAdvisoryLock, pause, type AdvisoryLockHolder } from "../db/advisoryLock";
import type { ProcessInstance } from "../db/processInstance";
import type { MailOutbox } from "./mailOutbox";
import type { Mailer } from "./mailer";

export interface MailRecoverySettings {
  /** How often the recovery looks for e-mails whose sender died. */
  readonly intervalMs: number;
  /** Tries of a recovered e-mail before it is marked failed. */
  readonly maxAttempts: number;
  /** How long sent and failed e-mails are remembered (no body: that they went, and their idempotency key). */
  readonly retentionMs: number;
}

export const DEFAULT_MAIL_RECOVERY: MailRecoverySettings = { intervalMs: 5_000, maxAttempts: 5, retentionMs: 7 * 24 * 60 * 60 * 1_000 };

const BATCH = 20;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1_000;

interface MailRecoveryDeps {
  readonly outbox: MailOutbox;
  readonly transport: Mailer;
  readonly instance: ProcessInstance;
  readonly settings: MailRecoverySettings;
}

/**
 * One pass of the recovery: sends the intended e-mails whose claiming process died (or whose
 * recovery failed earlier and is due again), then forgets finished e-mails past the retention.
 */
export const recoverOrphanedMail = async ({ outbox, transport, instance, settings }: MailRecoveryDeps): Promise<{ sent: number; failed: number }> => {
  const claimer = instance.claimKey();
  let sent = 0;
  let failed = 0;
  for (;;) {
    const orphans = await outbox.claimOrphans(claimer, BATCH);
    if (orphans.length === 0) break;
    for (const orphan of orphans) {
      try {
        await transport.send(orphan.mail);
      } catch (error) {
        failed += 1;
        if (orphan.attempts >= settings.maxAttempts) await outbox.markFailed(orphan.id, claimer, error);
        else await outbox.retryLater(orphan.id, claimer, error, Math.min(settings.intervalMs * 2 ** orphan.attempts, MAX_RETRY_DELAY_MS));
        continue;
      }
      await outbox.markSent(orphan.id, claimer);
      sent += 1;
    }
  }
  await outbox.purgeFinished(settings.retentionMs);
  return { sent, failed };
};

/** Runs the recovery in one process at a time (whichever holds its leader lock), every interval. */
export const startMailRecovery = (
  deps: MailRecoveryDeps & { readonly databaseUrl: string; readonly checkEveryMs?: number; readonly onError: (error: unknown) => void },
): AdvisoryLockHolder =>
  holdAdvisoryLock({
    databaseUrl: deps.databaseUrl,
    key: advisoryLockKey("mail-outbox-recovery"),
    label: "mail-outbox-recovery",
    checkEveryMs: deps.checkEveryMs,
    onError: deps.onError,
    whileHeld: async (lost) => {
      while (!lost.aborted) {
        await recoverOrphanedMail(deps).catch(deps.onError);
        await pause(deps.settings.intervalMs, lost);
      }
    },
  });
