// Stream names of the users capability: the domain owns the naming.

export const userStream = (userId: string): string => `user-${userId}`;

/** One stream per e-mail address, named by a keyed hash so the name reveals no address. */
export const emailIndexStream = (emailHash: string): string => `email-${emailHash}`;
