import type { Knex } from "knex";
import type { DomainEvent, EventOfType } from "@wellbeing/domain";
import type { GroupInvitationRow } from "@wellbeing/platform";
import { ADMIN_AUDIENCE_ROLES, type ProjectionContext } from "../runner/projection";

type GroupInvitationEvent = EventOfType<"GroupInvitationSent" | "GroupInvitationAnswered" | "TrainerJoinedGroup" | "AccountDeleted">;

/** A row's key: its two ids as PostgreSQL prints uuids (lower case), whichever case an event wrote them in. */
const keyOf = (trainerId: string, localLeadId: string) => `${trainerId.toLowerCase()} ${localLeadId.toLowerCase()}`;

/** The people whose invitations an event can touch: as trainer or as inviting lead. */
const peopleOf = (event: DomainEvent): string[] => {
  switch (event.type) {
    case "GroupInvitationSent":
    case "GroupInvitationAnswered":
    case "TrainerJoinedGroup":
      return [event.data.userId, event.data.localLeadId];
    case "AccountDeleted":
      return [event.data.userId];
    default:
      return [];
  }
};

/**
 * `group_invitations`: a local lead's invitation to a trainer of another group, from when it is sent
 * until the trainer answers it or joins that lead's group another way (an admin's move). A deleted
 * account takes its invitations, sent or received, with it. Told to the inviting lead, the trainer
 * and admins.
 *
 * A batch's invitations: every row its events can touch read in one query, changed in memory in
 * event order, written back with one delete and one upsert (none when the batch has no such event).
 */
export const groupInvitationsOf = async (trx: Knex.Transaction, schema: string, batch: ReadonlyArray<{ readonly event: DomainEvent }>) => {
  const people = [...new Set(batch.flatMap(({ event }) => peopleOf(event)))];
  const rows = new Map<string, GroupInvitationRow>();
  if (people.length > 0) {
    const { rows: stored } = await trx.raw(
      `SELECT trainer_id, local_lead_id, invited_at FROM ??.group_invitations WHERE trainer_id::text = ANY(?::text[]) OR local_lead_id::text = ANY(?::text[])`,
      [schema, people, people],
    );
    for (const row of stored as GroupInvitationRow[]) rows.set(keyOf(row.trainer_id, row.local_lead_id), row);
  }
  const loaded = new Set(rows.keys());
  const written = new Set<string>();

  return {
    apply(event: GroupInvitationEvent, announce: ProjectionContext["announce"]): void {
      const tell = (userIds: string[]) => announce({ topic: "users", ids: userIds, audience: { roles: ADMIN_AUDIENCE_ROLES, userIds } });
      switch (event.type) {
        case "GroupInvitationSent": {
          const { userId, localLeadId, invitedAt } = event.data;
          const key = keyOf(userId, localLeadId);
          rows.set(key, { trainer_id: userId, local_lead_id: localLeadId, invited_at: invitedAt });
          written.add(key);
          tell([userId, localLeadId]);
          return;
        }
        case "GroupInvitationAnswered":
        case "TrainerJoinedGroup": {
          const { userId, localLeadId } = event.data;
          if (rows.delete(keyOf(userId, localLeadId))) tell([userId, localLeadId]);
          return;
        }
        case "AccountDeleted": {
          const { userId } = event.data;
          const person = userId.toLowerCase();
          const involved: string[] = [];
          for (const [key, row] of rows) {
            if (!key.split(" ").includes(person)) continue;
            rows.delete(key);
            involved.push(row.trainer_id, row.local_lead_id);
          }
          if (involved.length > 0) tell([...new Set(involved)]);
          return;
        }
      }
    },

    async flush(): Promise<void> {
      const gone = [...loaded].filter((key) => !rows.has(key)).map((key) => key.split(" ") as [string, string]);
      if (gone.length > 0) {
        await trx.raw(
          `DELETE FROM ??.group_invitations AS invitation USING unnest(?::uuid[], ?::uuid[]) AS gone(trainer_id, local_lead_id)
            WHERE invitation.trainer_id = gone.trainer_id AND invitation.local_lead_id = gone.local_lead_id`,
          [schema, gone.map(([trainerId]) => trainerId), gone.map(([, localLeadId]) => localLeadId)],
        );
      }
      const kept = [...written].flatMap((key) => {
        const row = rows.get(key);
        return row ? [row] : [];
      });
      if (kept.length > 0) {
        await trx.raw(
          `INSERT INTO ??.group_invitations (trainer_id, local_lead_id, invited_at) SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::timestamptz[])
            ON CONFLICT (trainer_id, local_lead_id) DO UPDATE SET invited_at = EXCLUDED.invited_at`,
          [schema, kept.map((row) => row.trainer_id), kept.map((row) => row.local_lead_id), kept.map((row) => new Date(row.invited_at).toISOString())],
        );
      }
    },
  };
};
