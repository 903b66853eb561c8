import { rolesWithLocalLead, type EventOfType } from "@wellbeing/domain";
import { ADMIN_AUDIENCE_ROLES, type ProjectionContext } from "../runner/projection";
import type { TableBatch } from "../runner/tableBatch";
import type { UserRow } from "@wellbeing/platform";

type TrainerUpgradeRowEvent = EventOfType<"UpgradedToTrainer" | "LocalLeadAccessRequested" | "LocalLeadRequestApproved" | "LocalLeadRequestDeclined">;

const changedRow = (row: UserRow, event: TrainerUpgradeRowEvent): UserRow => {
  switch (event.type) {
    case "UpgradedToTrainer": {
      const { role, localAuthorities } = event.data;
      return { ...row, roles: row.roles.includes(role) ? row.roles : [...row.roles, role], local_authorities: [...localAuthorities] };
    }
    case "LocalLeadAccessRequested":
      return { ...row, local_lead_requested_at: event.data.requestedAt };
    case "LocalLeadRequestApproved":
      return { ...row, roles: [...rolesWithLocalLead(row.roles)], local_lead_requested_at: null };
    case "LocalLeadRequestDeclined":
      return { ...row, local_lead_requested_at: null };
  }
};

/**
 * The train-the-trainer route on the person's row: the trainer sign-up adds the trainer account beside
 * the participant one, with its delivery local authorities, so the staff directory, the trainer pickers
 * and the dashboards know them; a request for a local lead account waits on the row until an admin
 * approves it (the trainer account becomes a local lead's) or declines it. Told to admins and the person.
 */
export const applyTrainerUpgrade = async (
  users: TableBatch<UserRow>,
  event: TrainerUpgradeRowEvent,
  announce: ProjectionContext["announce"],
): Promise<void> => {
  const { userId } = event.data;
  await users.load([userId]);
  const row = users.get(userId);
  if (!row) return;
  users.put(changedRow(row, event));
  const audience = { roles: ADMIN_AUDIENCE_ROLES, userIds: [userId] };
  announce({ topic: "users", ids: [userId], audience });
  announce({ topic: "dashboard", ids: [], audience });
};
