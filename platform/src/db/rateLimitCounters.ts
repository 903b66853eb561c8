/**
 * The rate limits' counts (the command API's, through rate-limiter-flexible's PostgreSQL store):
 * one row per hashed key with its count and when its window ends, shared by every instance and
 * kept across restarts. Expired rows are deleted by the library as it goes.
 */
export const RATE_LIMIT_COUNTERS_TABLE = "rate_limit_counters";

export const RATE_LIMIT_COUNTERS_SQL = `
CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_COUNTERS_TABLE} (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);`;
