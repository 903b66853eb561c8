import type { Knex } from "knex";
import { ADMIN_AUDIENCE_ROLES, type Projection } from "../runner/projection";

/** `public_leads`: the local leads whose sessions (and their groups') the public course schedule shows (§2.8). */
export const courseScheduleProjection: Projection = {
  name: "courseSchedule",
  version: 1,
  tables: ["public_leads"],
  migrate: async (db: Knex, schema: string) => {
    await db.raw(`CREATE TABLE IF NOT EXISTS ??.public_leads (lead_id uuid PRIMARY KEY, chosen_at timestamptz NOT NULL)`, [schema]);
    // The session lists and this schedule read `sessions` in list order (last date, first date, id,
    // all one direction): this index serves every page of either direction without sorting. It is
    // created here, after the sessions projection's own migration, and again after that table is rebuilt.
    await db.raw(`CREATE INDEX IF NOT EXISTS sessions_list_order ON ??.sessions (last_date, first_date, id)`, [schema]);
  },
  apply: async (batch, { trx, schema, announce }) => {
    // Each choice replaces the one before: only the batch's last counts.
    const last = batch.findLast(({ event }) => event.type === "PublicLeadsChosen");
    if (!last || last.event.type !== "PublicLeadsChosen") return;
    const { leadIds, chosenAt } = last.event.data;
    await trx.withSchema(schema).from("public_leads").delete();
    if (leadIds.length > 0) {
      const unique = [...new Set(leadIds.map((id) => id.toLowerCase()))];
      await trx.withSchema(schema).into("public_leads").insert(unique.map((lead_id) => ({ lead_id, chosen_at: chosenAt }))).onConflict("lead_id").ignore();
    }
    // The public schedule is a view of sessions: the admins' screens of it refresh.
    announce({ topic: "sessions", ids: [], audience: { roles: ADMIN_AUDIENCE_ROLES, userIds: [] } });
  },
};
