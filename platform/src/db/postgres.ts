import knexFactory, { type Knex } from "knex";
import pg from "pg";

// Postgres answers bigint (int8) and numeric as strings; counts we read are small, so parse them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : value;
});

/** A node-postgres pool: the event store talks to Postgres directly through it. */
export const createPool = (connectionString: string, max = 10): pg.Pool => {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (the server restarting) must not crash the process.
  pool.on("error", () => undefined);
  return pool;
};

/** A knex instance for read models and other relational tables. */
export const createKnex = (connectionString: string, max = 10): Knex => knexFactory({ client: "pg", connection: connectionString, pool: { min: 0, max } });

/** The same server, another database: postgres://.../postgres → postgres://.../name */
export const withDatabase = (connectionString: string, database: string): string => {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
};

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Creates a database unless it exists (optionally as a copy of a template). */
export const ensureDatabase = async (adminUrl: string, name: string, template?: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ""}`);
    }
  } catch (error) {
    // Two processes creating the same database at once: the loser finds it made.
    if (!(error instanceof pg.DatabaseError && (error.code === "42P04" || error.code === "23505"))) throw error;
  } finally {
    await client.end();
  }
};

export const dropDatabase = async (adminUrl: string, name: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
