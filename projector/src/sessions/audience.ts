import type { Knex } from "knex";
import type { LiveTopic } from "@wellbeing/domain";
import { ADMIN_AUDIENCE_ROLES, UNKNOWN_SESSION_AUDIENCE_ROLES, type Audience, type ProjectionContext } from "../runner/projection";

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
    const leads = await leadsOf(
      trx,
      schema,
      [...this.trainers.values()].flatMap((ids) => [...ids]),
    );
    return [...this.trainers].map(([sessionId, trainerIds]) => ({
      sessionId,
      userIds: [...new Set([...trainerIds, ...[...trainerIds].flatMap((id) => leads.get(id) ?? [])])],
    }));
  }
}

/** What a projection tells of the sessions a batch changed (see announceSessionChanges). */
interface SessionChanges {
  readonly sessions: ReadonlyArray<string>;
  /** The participants (user ids) a changed session concerns, who are told of it too. */
  readonly participants?: ReadonlyMap<string, ReadonlySet<string>>;
  /** The change moves the dashboards' counts: each changed session's audience hears of the dashboard too. */
  readonly dashboard: boolean;
  /** Other sessions whose screens show these changes: their staff hear of them (when the sessions read model holds them). */
  readonly related?: ReadonlyArray<string>;
  /** What changed of each session, when it is not the session's own screens (`sessions`): its register (`attendance`). */
  readonly topic?: LiveTopic;
}

/**
 * Tells who follows each changed session: its trainers and their leads, admins, and the participants
 * it concerns; a session the sessions read model does not hold yet goes to every staff role.
 */
export const announceSessionChanges = async (
  { trx, schema, announce }: Pick<ProjectionContext, "trx" | "schema" | "announce">,
  changes: SessionChanges,
): Promise<void> => {
  const changed = new Set(changes.sessions);
  const rows: Array<{ id: string; trainer_ids: string[] }> = await trx
    .withSchema(schema)
    .from("sessions")
    .select("id", "trainer_ids")
    .whereIn("id", [...changed, ...(changes.related ?? [])]);
  const participantsOf = (sessionId: string) => [...(changes.participants?.get(sessionId) ?? [])];
  const tell = (sessionId: string, audience: Audience) => {
    announce({ topic: changes.topic ?? "sessions", ids: [sessionId], audience });
    if (changes.dashboard && changed.has(sessionId)) announce({ topic: "dashboard", ids: [], audience });
  };
  const known = new Set(rows.map((row) => row.id));
  for (const sessionId of [...changed].filter((id) => !known.has(id)))
    tell(sessionId, { roles: UNKNOWN_SESSION_AUDIENCE_ROLES, userIds: participantsOf(sessionId) });
  const audiences = new SessionAudiences();
  for (const row of rows) audiences.add(row.id, row.trainer_ids);
  for (const { sessionId, userIds } of await audiences.resolve(trx, schema))
    tell(sessionId, { roles: ADMIN_AUDIENCE_ROLES, userIds: [...userIds, ...participantsOf(sessionId)] });
};
