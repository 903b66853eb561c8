// Roles (§1, §6): the accounts a person may hold, and which of them are staff.

export const ROLES = ["admin", "localLead", "trainer", "participant", "superAdmin"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: ReadonlyArray<Role> = ["admin", "localLead", "trainer", "superAdmin"];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  localLead: "Local lead",
  trainer: "Trainer",
  participant: "Participant",
  superAdmin: "Super admin",
};

export const isStaffRole = (role: Role): boolean => STAFF_ROLES.includes(role);

/** Admin-level roles: see everything, add dates and the special module. */
export const isAdminLevel = (role: Role): boolean => role === "admin" || role === "superAdmin";

/** The admin-level roles, for endpoints only admins may call (exports of participants and for research). */
export const ADMIN_ROLES: ReadonlyArray<Role> = ["admin", "superAdmin"];
