import { randomBytes } from "node:crypto";
import type pg from "pg";
import { keyTag } from "./cipher";

/** One key per person. Erasing a person sets their key to NULL: what it sealed is unreadable for good. */
export const PERSONAL_DATA_KEYS_SQL = `
CREATE TABLE IF NOT EXISTS personal_data_keys (
  subject_id text PRIMARY KEY,
  key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz
);
CREATE TABLE IF NOT EXISTS personal_data_erasures (
  owner_id text PRIMARY KEY,
  key_tags text[] NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
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

  /** The erasure tag (see keyTag) of each subject whose key still exists. */
  async tagsOf(subjects: ReadonlyArray<string>): Promise<Map<string, string>> {
    const keys = await this.keysForReading(subjects);
    return new Map([...keys].map(([subject, key]) => [subject, keyTag(key)]));
  }

  /**
   * Before an owner's erasure destroys these keys: their tags, kept with the owner until
   * finishErasure, so a retry after an interruption (the keys already gone) still names them. Answers
   * every tag kept for the owner, the earlier attempts' too. Kept apart from the keys: never backed up.
   */
  async prepareErasure(ownerId: string, subjects: ReadonlyArray<string>): Promise<string[]> {
    const tags = [...(await this.tagsOf(subjects)).values()];
    const { rows } = await this.pool.query<{ key_tags: string[] }>(
      `INSERT INTO personal_data_erasures (owner_id, key_tags) VALUES ($1, $2::text[])
       ON CONFLICT (owner_id) DO UPDATE SET key_tags = ARRAY(SELECT DISTINCT unnest(personal_data_erasures.key_tags || EXCLUDED.key_tags) ORDER BY 1)
       RETURNING key_tags`,
      [ownerId, [...new Set(tags)].sort()],
    );
    return rows[0]!.key_tags;
  }

  /** The owner's erasure is recorded: its tags are forgotten (the event names them now). */
  async finishErasure(ownerId: string): Promise<void> {
    await this.pool.query("DELETE FROM personal_data_erasures WHERE owner_id = $1", [ownerId]);
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
