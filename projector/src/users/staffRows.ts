import type { EventOfType } from "@wellbeing/domain";
import { ADMIN_AUDIENCE_ROLES, type ProjectionContext } from "../runner/projection";
import type { TableBatch } from "../runner/tableBatch";
import type { UserRow } from "@wellbeing/platform";

type StaffDirectoryEvent = EventOfType<"TrainerJoinedGroup" | "TrainerLeftGroup" | "StaffArchived" | "StaffRestored">;

const changeOf = (row: UserRow, event: StaffDirectoryEvent): Partial<UserRow> | null => {
  switch (event.type) {
    case "TrainerJoinedGroup":
      return { local_lead_id: event.data.localLeadId };
    case "TrainerLeftGroup":
      return row.local_lead_id === event.data.localLeadId ? { local_lead_id: null } : null;
    case "StaffArchived":
      return { archived: true };
    case "StaffRestored":
      return { archived: false };
  }
};

/** The local leads a change concerns: they see their group's list and figures change. */
const leadsOf = (row: UserRow, event: StaffDirectoryEvent): string[] => {
  const leads = [row.local_lead_id, event.type === "TrainerJoinedGroup" ? event.data.previousLocalLeadId : null];
  if (event.type === "TrainerJoinedGroup" || event.type === "TrainerLeftGroup") leads.push(event.data.localLeadId);
  return [...new Set(leads.filter((id): id is string => id !== null))];
};

/** The staff directory's changes to a `users` row (group, archived), told to admins, the person and their leads. */
export const applyStaffEvent = async (users: TableBatch<UserRow>, event: StaffDirectoryEvent, announce: ProjectionContext["announce"]): Promise<void> => {
  const userId = event.data.userId;
  await users.load([userId]);
  const row = users.get(userId);
  if (!row) return;
  const change = changeOf(row, event);
  if (!change) return;
  const audience = { roles: ADMIN_AUDIENCE_ROLES, userIds: [userId, ...leadsOf(row, event)] };
  users.put({ ...row, ...change });
  announce({ topic: "users", ids: [userId], audience });
  announce({ topic: "dashboard", ids: [], audience });
};
