// Roles (§1, §6): the accounts a person may hold, and which of them are staff.

export const ROLES = ["admin", "localLead", "trainer", "participant", "superAdmin", "auditor"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: ReadonlyArray<Role> = ["admin", "localLead", "trainer", "superAdmin"];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  localLead: "Local lead",
  trainer: "Trainer",
  participant: "Participant",
  superAdmin: "Super admin",
  auditor: "Auditor",
};

export const isStaffRole = (role: Role): boolean => STAFF_ROLES.includes(role);

/** Admin-level roles: see everything, add dates and the special module. */
export const isAdminLevel = (role: Role): boolean => role === "admin" || role === "superAdmin";

/** Who may read the event history (issue 15): admins, and the read-only auditor, who may do nothing else. */
export const AUDIT_READER_ROLES: ReadonlyArray<Role> = ["admin", "superAdmin", "auditor"];

/** Whether a reader of the event history sees personal fields in clear (admins) or masked (auditors). */
export const seesPersonalData = (role: Role): boolean => isAdminLevel(role);
/** The admin-level roles, for endpoints only admins may call (exports of participants and for research). */
export const ADMIN_ROLES: ReadonlyArray<Role> = ["admin", "superAdmin"];
