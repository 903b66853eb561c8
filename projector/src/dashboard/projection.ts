import type { Knex } from "knex";
import type { SessionReachRow } from "@wellbeing/platform";
import type { Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";

export const dashboardProjection: Projection = {
  name: "dashboard",
  version: 1,
  tables: ["session_reach"],
  migrate: async (db: Knex, schema: string) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.session_reach (
        session_id uuid PRIMARY KEY,
        trainer_ids uuid[] NOT NULL,
        participant_count integer NOT NULL DEFAULT 0,
        response_count integer NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS session_reach_trainers ON ??.session_reach USING gin (trainer_ids);`,
      [schema, schema],
    );
  },
  apply: async (batch, { trx, schema }) => {
    const reach = new TableBatch<SessionReachRow>(trx, schema, "session_reach", "session_id");
    for (const { event } of batch) {
      switch (event.type) {
        case "SessionScheduled":
          reach.put({ session_id: event.data.sessionId, trainer_ids: [...event.data.trainerIds], participant_count: 0, response_count: 0 });
          break;
      }
    }
    await reach.flush();
  },
};
