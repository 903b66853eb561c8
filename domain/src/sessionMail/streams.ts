// Stream names of the session e-mail capability.

/** Every e-mail a session sent or has scheduled: one stream per session. */
export const sessionMailStream = (sessionId: string): string => `session-mail-${sessionId}`;

/**
 * Whose key seals the addresses in a session's mail log. Recipients are many people, often
 * without an account, so the log has a key of its own: erasing it erases every address in it.
 */
export const sessionMailSubject = (sessionId: string): string => `session-mail-${sessionId}`;
