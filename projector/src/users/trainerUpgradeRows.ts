import type { EventOfType } from "@wellbeing/domain";
import { ADMIN_AUDIENCE_ROLES, type ProjectionContext } from "../runner/projection";
import type { TableBatch } from "../runner/tableBatch";
import type { UserRow } from "./readModel";

/**
 * The trainer sign-up of the train-the-trainer route: the person's row gains the trainer or local lead
 * account beside the participant one, and their delivery local authorities, so the staff directory,
 * the trainer pickers and the dashboards know them. Told to admins and the person.
 */
export const applyTrainerUpgrade = async (users: TableBatch<UserRow>, event: EventOfType<"UpgradedToTrainer">, announce: ProjectionContext["announce"]): Promise<void> => {
  const { userId, role, localAuthorities } = event.data;
  await users.load([userId]);
  const row = users.get(userId);
  if (!row) return;
  users.put({ ...row, roles: row.roles.includes(role) ? row.roles : [...row.roles, role], local_authorities: [...localAuthorities] });
  const audience = { roles: ADMIN_AUDIENCE_ROLES, userIds: [userId] };
  announce({ topic: "users", ids: [userId], audience });
  announce({ topic: "dashboard", ids: [], audience });
};
