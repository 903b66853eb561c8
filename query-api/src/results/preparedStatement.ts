import { createHash } from "node:crypto";
import type { Knex } from "knex";

/**
 * The query sent as a named prepared statement: PostgreSQL parses it once per connection and, once a
 * plan that fits every value is known, plans it no more (a page of sessions with its names and
 * warnings took longer to plan than to run). The name is the text's digest, so two texts never share one.
 */
export const prepared = <Query extends Knex.QueryBuilder>(query: Query, label: string): Query =>
  query.options({ name: `${label}:${createHash("sha1").update(query.toSQL().sql).digest("hex")}` }) as Query;
