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

/**
 * Who is told about each session a batch touched: everyone who delivered it at some point of the
 * batch and their local leads (admins are told by role).
 */
export class SessionAudiences {
  private readonly trainers = new Map<string, Set<string>>();

  add(sessionId: string, trainerIds: ReadonlyArray<string>): void {
    const known = this.trainers.get(sessionId) ?? new Set<string>();
    for (const id of trainerIds) known.add(id);
    this.trainers.set(sessionId, known);
  }

  get isEmpty(): boolean {
    return this.trainers.size === 0;
  }

  async resolve(trx: Knex.Transaction, schema: string): Promise<Array<{ sessionId: string; userIds: string[] }>> {
    const leads = await leadsOf(trx, schema, [...this.trainers.values()].flatMap((ids) => [...ids]));
    return [...this.trainers].map(([sessionId, trainerIds]) => ({
      sessionId,
      userIds: [...new Set([...trainerIds, ...[...trainerIds].flatMap((id) => leads.get(id) ?? [])])],
    }));
  }
}
