// Query keys start with "sessions": the live topic the roster announces to a participant when their
// registrations or evaluations change (see useLiveUpdates), so the home follows without a reload.

export const participantHomeKeys = {
  progress: ["sessions", "participant", "progress"] as const,
  responses: ["sessions", "participant", "responses"] as const,
  nextModules: ["sessions", "participant", "next-modules"] as const,
};
