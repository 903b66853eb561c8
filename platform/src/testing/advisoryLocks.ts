import type pg from "pg";

/**
 * The backend pid of the session holding advisory lock `key` in this database, or null. A bigint
 * key shows in pg_locks split in two: its high half as classid, its low half as objid.
 */
export const advisoryLockHolder = async (pool: pg.Pool, key: bigint): Promise<number | null> => {
  const { rows } = await pool.query<{ pid: number }>(
    `SELECT pid FROM pg_locks
     WHERE locktype = 'advisory' AND granted AND objsubid = 1 AND classid = $1::bigint::oid AND objid = $2::bigint::oid
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [((key >> 32n) & 0xffffffffn).toString(), (key & 0xffffffffn).toString()],
  );
  return rows[0]?.pid ?? null;
};

/** Drops a session as a dead process or a network failure would: the server frees its locks. */
export const terminateBackend = async (pool: pg.Pool, pid: number): Promise<void> => {
  await pool.query("SELECT pg_terminate_backend($1)", [pid]);
};
