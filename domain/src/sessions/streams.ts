// Stream names of the sessions capability.

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;

export const shortIdStream = (shortId: string): string => `shortid-${shortId}`;

/** Short ids: 8 characters from an alphabet without look-alikes, safe in a URL path. */
export const SHORT_ID_ALPHABET = "23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
export const SHORT_ID_LENGTH = 8;
export const SHORT_ID_PATTERN = new RegExp(`^[${SHORT_ID_ALPHABET}]{${SHORT_ID_LENGTH}}$`);
