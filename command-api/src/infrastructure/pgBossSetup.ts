import type { Knex } from "knex";
import type PgBoss from "pg-boss";

/** pg-boss keeps its tables in a schema of its own in the application's database: one installation, every queue. */
export const PG_BOSS_SCHEMA = "pgboss";

/**
 * pg-boss over the process's own connections (knex's pool), so a request's one write needs no connection
 * of its own. A script of pg-boss's that fails inside its own transaction (BEGIN; …; COMMIT, as its
 * setup runs) leaves that transaction open and aborted: it is rolled back before the connection goes
 * back to the pool, or every later query on it would be refused.
 */
export const pgBossOverKnex = (db: Knex): PgBoss.Db => ({
  executeSql: async (text, values) => {
    const connection = (await db.client.acquireConnection()) as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
    try {
      return { rows: (await connection.query(text, values)).rows };
    } catch (error) {
      await connection.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      await db.client.releaseConnection(connection);
    }
  },
});

/**
 * Starts pg-boss and creates its queue, one process at a time: command APIs scaled out start together,
 * and on a database pg-boss has not seen, two creating its schema or a queue at once fail (a queue's
 * creation deadlocks against another's), which stopped the refused instance at startup. The turn is
 * an advisory lock held by a transaction on `db` while pg-boss works on other connections: its own pool's,
 * or more of `db`'s when it runs over knex (pgBossOverKnex), so that pool needs a second connection free.
 */
export const startPgBossQueue = async (db: Knex, boss: PgBoss, queue: PgBoss.Queue): Promise<void> => {
  await db.transaction(async (turn) => {
    await turn.raw("SELECT pg_advisory_xact_lock(hashtext('pg-boss setup:' || ?))", [PG_BOSS_SCHEMA]);
    await boss.start();
    await boss.createQueue(queue.name, queue);
  });
};
