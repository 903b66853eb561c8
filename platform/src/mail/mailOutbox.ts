import { createHash } from "node:crypto";
import type pg from "pg";
import { v7 as uuidv7 } from "uuid";
import type { OutgoingMail } from "./mailer";
import { fromStoredMail, toStoredMail, type StoredMail } from "./storedMail";

/**
 * Every e-mail the system sends, recorded as intended before it goes out. The body is kept only
 * while the e-mail is intended (it holds personal data); `claimed_by` is the instance key of the
 * process sending it (see ProcessInstance), NULL while it waits for the recovery to try again.
 */
export const MAIL_OUTBOX_SQL = `
CREATE TABLE IF NOT EXISTS mail_outbox (
  id uuid PRIMARY KEY,
  idempotency_key text UNIQUE,
  state text NOT NULL CHECK (state IN ('intended', 'sent', 'failed')),
  claimed_by bigint,
  message jsonb,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'intended') = (message IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS mail_outbox_intended ON mail_outbox (next_attempt_at) WHERE state = 'intended';
CREATE INDEX IF NOT EXISTS mail_outbox_finished ON mail_outbox (updated_at) WHERE state <> 'intended';`;

/** What recording an intent found: the e-mail is this caller's to send, or its key was sent already, or another live process is sending it. */
export type Intent = { readonly kind: "claimed"; readonly id: string } | { readonly kind: "alreadySent" } | { readonly kind: "beingSent" };

/** An e-mail the recovery took over from a dead process (or from its own earlier try). */
interface OrphanedMail {
  readonly id: string;
  readonly mail: OutgoingMail;
  /** Tries so far, this one included. */
  readonly attempts: number;
}

// A claimer's lock is free only when its process is gone: taking it for this transaction tells.
const CLAIMER_GONE = (column: string) => `(${column} IS NULL OR pg_try_advisory_xact_lock(${column}))`;

const keyHash = (key: string): string => createHash("sha256").update(key).digest("hex");

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);

export class MailOutbox {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Records the e-mail as intended, claimed by `claimer`. With an idempotency key, an e-mail
   * already sent under it is not sent again, and one left behind (failed, or its claimer dead) is
   * claimed anew; one a live process is sending is left to it.
   */
  async recordIntent(claimer: bigint, mail: OutgoingMail): Promise<Intent> {
    const { idempotencyKey, ...content } = mail;
    const key = idempotencyKey === undefined ? null : keyHash(idempotencyKey);
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO mail_outbox (id, idempotency_key, state, claimed_by, message) VALUES ($1, $2, 'intended', $3::bigint, $4)
       ON CONFLICT (idempotency_key) DO UPDATE
         SET state = 'intended', claimed_by = EXCLUDED.claimed_by, message = EXCLUDED.message, next_attempt_at = now(), updated_at = now()
         WHERE mail_outbox.state = 'failed' OR (mail_outbox.state = 'intended' AND ${CLAIMER_GONE("mail_outbox.claimed_by")})
       RETURNING id`,
      [uuidv7(), key, claimer.toString(), JSON.stringify(toStoredMail(content))],
    );
    if (rows[0]) return { kind: "claimed", id: rows[0].id };
    const existing = await this.pool.query<{ state: string }>("SELECT state FROM mail_outbox WHERE idempotency_key = $1", [key]);
    return existing.rows[0]?.state === "sent" ? { kind: "alreadySent" } : { kind: "beingSent" };
  }

  /** The transport took it: the body goes. */
  async markSent(id: string, claimer: bigint): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET state = 'sent', message = NULL, last_error = NULL, updated_at = now()
       WHERE id = $1 AND claimed_by = $2::bigint AND state = 'intended'`,
      [id, claimer.toString()],
    );
  }

  /** The transport refused it and nobody will try again (the caller was told): the body goes. */
  async markFailed(id: string, claimer: bigint, error: unknown): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET state = 'failed', message = NULL, last_error = $3, updated_at = now()
       WHERE id = $1 AND claimed_by = $2::bigint AND state = 'intended'`,
      [id, claimer.toString(), errorText(error)],
    );
  }

  /** Leaves a recovered e-mail that could not be sent for a later try, by whichever process recovers then. */
  async retryLater(id: string, claimer: bigint, error: unknown, delayMs: number): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET claimed_by = NULL, last_error = $3, next_attempt_at = now() + $4 * interval '1 millisecond', updated_at = now()
       WHERE id = $1 AND claimed_by = $2::bigint AND state = 'intended'`,
      [id, claimer.toString(), errorText(error), delayMs],
    );
  }

  /** Claims for `claimer` the intended e-mails, due, whose claiming process is gone. */
  async claimOrphans(claimer: bigint, limit: number): Promise<OrphanedMail[]> {
    const { rows } = await this.pool.query<{ id: string; message: StoredMail; attempts: number }>(
      `UPDATE mail_outbox SET claimed_by = $1::bigint, attempts = attempts + 1, updated_at = now()
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE state = 'intended' AND next_attempt_at <= now() AND ${CLAIMER_GONE("claimed_by")}
         ORDER BY next_attempt_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
       RETURNING id, message, attempts`,
      [claimer.toString(), limit],
    );
    return rows.map((row) => ({ id: row.id, mail: fromStoredMail(row.message), attempts: row.attempts }));
  }

  /** Deletes sent and failed e-mails (no body left, only that they were) older than `olderThanMs`. */
  async purgeFinished(olderThanMs: number): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM mail_outbox WHERE state <> 'intended' AND updated_at < now() - $1 * interval '1 millisecond'`, [
      olderThanMs,
    ]);
    return rowCount ?? 0;
  }
}
