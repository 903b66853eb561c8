// Query keys start with "sessions": the live topic of every session change (see useLiveUpdates).

export const rosterKeys = {
  roster: (sessionId: string) => ["sessions", "roster", sessionId] as const,
  publicSession: (shortId: string) => ["sessions", "public", shortId] as const,
  registration: (shortId: string) => ["sessions", "registration", shortId] as const,
  participantSession: (sessionId: string) => ["sessions", "participant", sessionId] as const,
};
