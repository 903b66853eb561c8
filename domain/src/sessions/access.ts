import { isAdminLevel, type Role } from "../roles";

/** Who may see a session's management screen, edit or delete it: its trainers, their local leads, admins. */
export const canManageSession = (
  caller: { readonly userId: string; readonly role: Role },
  session: { readonly trainerIds: ReadonlyArray<string>; readonly trainerLeadIds: ReadonlyArray<string> },
): boolean => {
  if (isAdminLevel(caller.role)) return true;
  if (caller.role === "trainer") return session.trainerIds.includes(caller.userId);
  if (caller.role === "localLead") return session.trainerIds.includes(caller.userId) || session.trainerLeadIds.includes(caller.userId);
  return false;
};
