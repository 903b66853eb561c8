// Stream names of the users capability: the domain owns the naming.

export const userStream = (userId: string): string => `user-${userId}`;

/** The person a user stream belongs to, or null for any other stream. */
export const userIdOfStream = (streamId: string): string | null => (streamId.startsWith("user-") ? streamId.slice("user-".length) : null);

/** One stream per e-mail address, named by a keyed hash so the name reveals no address. */
export const emailIndexStream = (emailHash: string): string => `email-${emailHash}`;

/** One stream per set-password token, named by the token's SHA-256 hash: it says whose token it is. */
export const passwordTokenStream = (tokenHash: string): string => `password-token-${tokenHash}`;

/** One stream per e-mail verification token, named by the token's SHA-256 hash: it says whose token it is. */
export const emailVerificationTokenStream = (tokenHash: string): string => `verify-email-token-${tokenHash}`;
