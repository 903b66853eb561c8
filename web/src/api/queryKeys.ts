// Query keys start with the live-update topic that invalidates them (see useLiveUpdates).

export const queryKeys = {
  auth: ["auth"] as const,
  dashboard: ["dashboard"] as const,
  trainers: ["trainers"] as const,
  sessionDetails: (id: string) => ["sessions", "details", id] as const,
  staffHome: ["dashboard", "staffHome"] as const,
};
