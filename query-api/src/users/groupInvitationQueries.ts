import type { Knex } from "knex";
import { isoInstant, type GroupInvitationAnswer, type InvitedTrainerAnswer } from "@wellbeing/domain";
import type { GroupInvitationRow, UserRow } from "@wellbeing/platform";

// Invitations to join a local lead's group that wait for the trainer's answer, as the lead's Your
// Trainers list and the trainer's invitation page read them. Archived or erased people are left out.

/** The trainers of other groups a local lead invited, oldest invitation first. */
export const invitedTrainersOf = async (db: Knex, schema: string, localLeadId: string): Promise<InvitedTrainerAnswer[]> => {
  const rows: Array<Pick<UserRow, "id" | "name" | "email"> & Pick<GroupInvitationRow, "invited_at">> = await db
    .from({ invitation: `${schema}.group_invitations` })
    .join({ trainer: `${schema}.users` }, "trainer.id", "invitation.trainer_id")
    .select("trainer.id", "trainer.name", "trainer.email", "invitation.invited_at")
    .where("invitation.local_lead_id", localLeadId)
    .where("trainer.archived", false)
    .whereNotNull("trainer.name")
    .orderBy([{ column: "invitation.invited_at" }, { column: "trainer.id" }]);
  return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email, invitedAt: isoInstant(row.invited_at) }));
};

/** The invitations waiting for a trainer's answer, with the inviting lead's name and their current lead's. */
export const invitationsOfTrainer = async (db: Knex, schema: string, trainerId: string): Promise<GroupInvitationAnswer[]> => {
  const rows: Array<{ local_lead_id: string; lead_name: string | null; current_lead_name: string | null; invited_at: Date | string }> = await db
    .from({ invitation: `${schema}.group_invitations` })
    .join({ lead: `${schema}.users` }, "lead.id", "invitation.local_lead_id")
    .join({ trainer: `${schema}.users` }, "trainer.id", "invitation.trainer_id")
    .leftJoin({ current: `${schema}.users` }, "current.id", "trainer.local_lead_id")
    .select("invitation.local_lead_id", "lead.name as lead_name", "current.name as current_lead_name", "invitation.invited_at")
    .where("invitation.trainer_id", trainerId)
    .where("lead.archived", false)
    .orderBy([{ column: "invitation.invited_at" }, { column: "invitation.local_lead_id" }]);
  return rows.map((row) => ({
    localLeadId: row.local_lead_id,
    localLeadName: row.lead_name,
    currentLocalLeadName: row.current_lead_name,
    invitedAt: isoInstant(row.invited_at),
  }));
};
