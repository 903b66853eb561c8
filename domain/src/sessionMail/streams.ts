// Stream names of the session e-mail capability.

/** Every e-mail a session sent or has scheduled: one stream per session. */
export const sessionMailStream = (sessionId: string): string => `session-mail-${sessionId}`;
