import type { EventOfType } from "@wellbeing/domain";
import type { UserRow } from "@wellbeing/platform";
import { ADMIN_AUDIENCE_ROLES, type ProjectionContext } from "../runner/projection";
import type { TableBatch } from "../runner/tableBatch";

export type AccountRowEvent = EventOfType<"AccountDetailsUpdated" | "AccountDeleted">;

/**
 * A person's own changes to their `users` row: new details, or the row's removal when they delete
 * their account (nothing of them is kept; counts elsewhere stay). Told to admins, the person and
 * their local lead.
 */
export const applyAccountEvent = async (users: TableBatch<UserRow>, event: AccountRowEvent, announce: ProjectionContext["announce"]): Promise<void> => {
  const userId = event.data.userId;
  await users.load([userId]);
  const row = users.get(userId);
  if (!row) return;
  if (event.type === "AccountDeleted") {
    users.remove(userId);
  } else {
    const { name, email, organisation, localAuthorities } = event.data;
    users.put({ ...row, name, email, organisation, local_authorities: [...localAuthorities] });
  }
  const audience = { roles: ADMIN_AUDIENCE_ROLES, userIds: row.local_lead_id ? [userId, row.local_lead_id] : [userId] };
  announce({ topic: "users", ids: [userId], audience });
};
