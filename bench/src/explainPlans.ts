import type { Knex } from "knex";

// BENCH_EXPLAIN=1: one request's read-model statements, each run again under EXPLAIN (ANALYZE, BUFFERS)
// on the bench's data and printed (the plans docs/performance.md quotes).

export const EXPLAIN = process.env.BENCH_EXPLAIN === "1";

interface Statement {
  readonly sql: string;
  readonly bindings: ReadonlyArray<unknown>;
}

/** Statements of the system's own bookkeeping (the log, checkpoints, the user's account), not the query's. */
const BOOKKEEPING = /"?(events|event_streams|checkpoints|projection_checkpoints|users_auth|outbox)"?\b|pg_advisory|^(begin|commit|rollback)/i;

/** The plan of one statement as the driver sent it ($1… placeholders, which knex's `?` replacement must not see). */
const explain = async (db: Knex, sql: string, bindings: ReadonlyArray<unknown>): Promise<Array<{ "QUERY PLAN": string }>> => {
  const connection = (await db.client.acquireConnection()) as {
    query(text: string, values: ReadonlyArray<unknown>): Promise<{ rows: Array<{ "QUERY PLAN": string }> }>;
  };
  try {
    return (await connection.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, bindings)).rows;
  } finally {
    await db.client.releaseConnection(connection);
  }
};

/** Runs `request`, capturing the statements `db` sends meanwhile, then prints each one's plan. */
export const explainRequest = async (db: Knex, label: string, request: () => Promise<Response>): Promise<void> => {
  const statements: Statement[] = [];
  const capture = (query: { sql: string; bindings?: ReadonlyArray<unknown> }) => {
    if (!BOOKKEEPING.test(query.sql)) statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  db.on("query", capture);
  try {
    await (await request()).arrayBuffer();
  } finally {
    db.off("query", capture);
  }
  console.log(`\n=== ${label}: ${statements.length} statements`);
  for (const { sql, bindings } of statements) {
    const rows = await explain(db, sql, bindings);
    console.log(`\n-- ${sql}\n-- ${JSON.stringify(bindings)}`);
    for (const row of rows) console.log(row["QUERY PLAN"]);
  }
};
