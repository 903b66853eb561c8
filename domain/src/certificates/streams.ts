// Stream names of the certificates capability.

/** One person's certificates of one session, a module each: issuing is decided on this stream's revision. */
export const certificateStream = (sessionId: string, personId: string): string => `certificate-${sessionId}-${personId}`;
