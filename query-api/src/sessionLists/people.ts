import type { Knex } from "knex";
import type { TrainerFacts } from "@wellbeing/domain";
import type { UserRow } from "@wellbeing/platform";

/** What a list's scope needs to know of the person it is about (from the users read model), or null. */
export const personFacts = async (db: Knex, schema: string, id: string): Promise<(TrainerFacts & { name: string | null }) | null> => {
  const row = await db.withSchema(schema).from<UserRow>("users").select("id", "roles", "local_lead_id", "name").where({ id }).first();
  return row ? { userId: row.id, roles: row.roles, localLeadId: row.local_lead_id, name: row.name } : null;
};
