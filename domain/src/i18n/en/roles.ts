export const roles = {
  admin: "Admin",
  localLead: "Local lead",
  trainer: "Trainer",
  participant: "Participant",
  superAdmin: "Super admin",
  auditor: "Auditor",
} as const;
