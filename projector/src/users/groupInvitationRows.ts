import type { Knex } from "knex";
import type { EventOfType } from "@wellbeing/domain";
import { ADMIN_AUDIENCE_ROLES, type ProjectionContext } from "../runner/projection";

type GroupInvitationEvent = EventOfType<"GroupInvitationSent" | "GroupInvitationAnswered" | "TrainerJoinedGroup" | "AccountDeleted">;

/**
 * `group_invitations`: a local lead's invitation to a trainer of another group, from when it is sent
 * until the trainer answers it or joins that lead's group another way (an admin's move). Written in
 * event order, one statement each (invitations are few). A deleted account takes its invitations,
 * sent or received, with it. Told to the inviting lead, the trainer and admins.
 */
export const applyGroupInvitationEvent = async (
  trx: Knex.Transaction,
  schema: string,
  event: GroupInvitationEvent,
  announce: ProjectionContext["announce"],
): Promise<void> => {
  const tell = (userIds: string[]) => announce({ topic: "users", ids: userIds, audience: { roles: ADMIN_AUDIENCE_ROLES, userIds } });
  switch (event.type) {
    case "GroupInvitationSent": {
      const { userId, localLeadId, invitedAt } = event.data;
      await trx.raw(
        `INSERT INTO ??.group_invitations (trainer_id, local_lead_id, invited_at) VALUES (?, ?, ?)
         ON CONFLICT (trainer_id, local_lead_id) DO UPDATE SET invited_at = EXCLUDED.invited_at`,
        [schema, userId, localLeadId, invitedAt],
      );
      tell([userId, localLeadId]);
      return;
    }
    case "GroupInvitationAnswered":
    case "TrainerJoinedGroup": {
      const { userId, localLeadId } = event.data;
      const { rowCount } = await trx.raw(`DELETE FROM ??.group_invitations WHERE trainer_id = ? AND local_lead_id = ?`, [schema, userId, localLeadId]);
      if (rowCount > 0) tell([userId, localLeadId]);
      return;
    }
    case "AccountDeleted": {
      const { userId } = event.data;
      const { rows } = await trx.raw(`DELETE FROM ??.group_invitations WHERE trainer_id = ? OR local_lead_id = ? RETURNING trainer_id, local_lead_id`, [
        schema,
        userId,
        userId,
      ]);
      const involved = (rows as Array<{ trainer_id: string; local_lead_id: string }>).flatMap((row) => [row.trainer_id, row.local_lead_id]);
      if (involved.length > 0) tell([...new Set(involved)]);
      return;
    }
  }
};
