import type { Knex } from "knex";
import type { Projection } from "../runner/projection";

/**
 * Counts every event it is given. Applied exactly once per event, its count equals the number
 * of events in the store: any double application or skip shows up as a different number.
 */
export const tallyProjection: Projection = {
  name: "tally",
  version: 1,
  tables: ["event_tally"],
  migrate: async (db: Knex, schema: string) => {
    await db.raw("CREATE TABLE IF NOT EXISTS ??.event_tally (id integer PRIMARY KEY, events bigint NOT NULL)", [schema]);
    await db.raw("INSERT INTO ??.event_tally VALUES (1, 0) ON CONFLICT DO NOTHING", [schema]);
  },
  apply: async (batch, { trx, schema }) => {
    await trx.raw("UPDATE ??.event_tally SET events = events + ? WHERE id = 1", [schema, batch.length]);
  },
};

export const tallyOf = async (db: Knex, schema: string): Promise<number> =>
  Number((await db.withSchema(schema).from("event_tally").first<{ events: string | number }>("events"))?.events ?? -1);

/** Wraps projections so each batch takes at least `delayMs` inside its transaction (widens a kill window). */
export const slowed = (projections: ReadonlyArray<Projection>, delayMs: number): Projection[] =>
  projections.map((projection) => ({
    ...projection,
    apply: async (batch, context) => {
      await projection.apply(batch, context);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    },
  }));
