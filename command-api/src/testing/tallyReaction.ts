import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { CURRENT_SCHEMA_VERSION } from "@wellbeing/domain";
import type { NewEvent } from "@wellbeing/platform";
import type { Reaction } from "../reactions/reactionRunner";

// A reaction for tests of the runner: it notes which runner reacted to which event, in a table
// every runner (in this process or another) writes to.

const TABLE = "reaction_tally";

export const createTally = (db: Knex) => db.raw(`CREATE TABLE IF NOT EXISTS ${TABLE} (reaction text NOT NULL, event_id text NOT NULL, runner text NOT NULL)`);

export const tallyReaction = (db: Knex, name: string, runner: string): Reaction => ({
  name,
  types: new Set(["PublicLeadsChosen"]),
  react: async ({ eventId }) => {
    await db(TABLE).insert({ reaction: name, event_id: eventId, runner });
  },
});

/** Who reacted to what, for the reaction `name`. */
export const tallyOf = (db: Knex, name: string): Promise<Array<{ event_id: string; runner: string }>> =>
  db(TABLE).where({ reaction: name }).select("event_id", "runner");

/** An event the tally reacts to. */
export const talliedEvent = (): NewEvent => ({
  eventId: randomUUID(),
  type: "PublicLeadsChosen",
  data: { leadIds: [], chosenBy: randomUUID(), chosenAt: new Date().toISOString() },
  metadata: { actorId: null, correlationId: "tally-test", causationId: null, occurredAt: new Date().toISOString(), schemaVersion: CURRENT_SCHEMA_VERSION },
});
