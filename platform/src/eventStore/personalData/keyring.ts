import { randomBytes } from "node:crypto";
import type pg from "pg";

/** One key per person. Erasing a person sets their key to NULL: what it sealed is unreadable for good. */
export const PERSONAL_DATA_KEYS_SQL = `
CREATE TABLE IF NOT EXISTS personal_data_keys (
  subject_id text PRIMARY KEY,
  key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz
);`;

export class Keyring {
  constructor(private readonly pool: pg.Pool) {}

  /** The live key of each subject, creating keys for subjects seen for the first time. Erased subjects get none. */
  async keysForWriting(subjects: ReadonlyArray<string>): Promise<Map<string, Buffer>> {
    const unique = [...new Set(subjects)];
    if (unique.length === 0) return new Map();
    await this.pool.query(
      `INSERT INTO personal_data_keys (subject_id, key)
       SELECT s, k FROM unnest($1::text[], $2::bytea[]) AS t(s, k)
       ON CONFLICT (subject_id) DO NOTHING`,
      [unique, unique.map(() => randomBytes(32))],
    );
    return this.keysForReading(unique);
  }

  /** The keys that still exist for these subjects. */
  async keysForReading(subjects: ReadonlyArray<string>): Promise<Map<string, Buffer>> {
    const unique = [...new Set(subjects)];
    if (unique.length === 0) return new Map();
    const { rows } = await this.pool.query<{ subject_id: string; key: Buffer | null }>(
      "SELECT subject_id, key FROM personal_data_keys WHERE subject_id = ANY($1::text[]) AND key IS NOT NULL",
      [unique],
    );
    return new Map(rows.map((row) => [row.subject_id, row.key as Buffer]));
  }

  /** Destroys a subject's key (crypto-shredding). Idempotent; a later write cannot revive it. */
  async erase(subject: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO personal_data_keys (subject_id, key, erased_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE SET key = NULL, erased_at = coalesce(personal_data_keys.erased_at, now())`,
      [subject],
    );
  }
}
