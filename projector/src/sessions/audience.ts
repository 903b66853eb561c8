import type { Knex } from "knex";

/** Each trainer's local lead, so a session change reaches the leads of its trainers. */
export const leadsOf = async (trx: Knex.Transaction, schema: string, trainerIds: ReadonlyArray<string>): Promise<Map<string, string[]>> => {
  const unique = [...new Set(trainerIds)];
  if (unique.length === 0) return new Map();
  const rows: Array<{ id: string; local_lead_id: string | null }> = await trx
    .withSchema(schema)
    .from("users")
    .select("id", "local_lead_id")
    .whereIn("id", unique);
  return new Map(rows.flatMap((row) => (row.local_lead_id ? [[row.id, [row.local_lead_id]] as const] : [])));
};
