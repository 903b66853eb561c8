import type { Knex } from "knex";

/**
 * The responses the disclosure rule has released (domain results/disclosure.ts; the results projection's
 * `result_releases`): a subquery selecting `response_id`. Every answer-level read narrows to it.
 */
export const releasedResponses = (db: Knex, schema: string): Knex.QueryBuilder =>
  db.withSchema(schema).from("result_releases as released").select("released.response_id").where("released.released", true);
