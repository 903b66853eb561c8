// Stream names of the roster capability: one roster per session.

export const rosterStream = (sessionId: string): string => `roster-${sessionId}`;
