import type pg from "pg";
import { EVENT_STORE_SCHEMA_SQL } from "../eventStore/postgres/schema";
import { PERSONAL_DATA_KEYS_SQL } from "../eventStore/personalData/keyring";
import { MAIL_OUTBOX_SQL } from "../mail/mailOutbox";
import { SURVEY_DRAFTS_SQL } from "./surveyDrafts";
import { RATE_LIMIT_COUNTERS_SQL } from "./rateLimitCounters";

const SECRETS_SQL = `CREATE TABLE IF NOT EXISTS app_secrets (name text PRIMARY KEY, value text NOT NULL);`;

const MIGRATION_LOCK = 7263541;

/**
 * Creates the platform's tables (event store, personal-data keys, secrets, mail outbox, survey drafts, rate limit counts). Idempotent, and
 * serialised so several services starting at once do not trip over each other.
 */
export const migratePlatformSchema = async (pool: pg.Pool, options: { eventStoreTables: boolean }): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    if (options.eventStoreTables) await client.query(EVENT_STORE_SCHEMA_SQL);
    await client.query(PERSONAL_DATA_KEYS_SQL);
    await client.query(SECRETS_SQL);
    await client.query(MAIL_OUTBOX_SQL);
    await client.query(SURVEY_DRAFTS_SQL);
    await client.query(RATE_LIMIT_COUNTERS_SQL);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
};
