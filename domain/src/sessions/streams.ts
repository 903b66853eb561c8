// Stream names of the sessions capability.

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;

export const shortIdStream = (shortId: string): string => `shortid-${shortId}`;

/** Short ids: 8 characters from an alphabet without look-alikes, safe in a URL path. */
export const SHORT_ID_ALPHABET = "23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
export const SHORT_ID_LENGTH = 8;
export const SHORT_ID_PATTERN = new RegExp(`^[${SHORT_ID_ALPHABET}]{${SHORT_ID_LENGTH}}$`);

/**
 * How many gate streams a session's response count is spread over (issue 30): each submission writes
 * one, a deletion closes them all, so people submitting at once rarely meet on a stream.
 */
export const SESSION_GATES = 16;

export const sessionGateStream = (sessionId: string, gate: number): string => `sessionGate-${sessionId}-${gate}`;

export const sessionGateStreams = (sessionId: string): ReadonlyArray<string> =>
  Array.from({ length: SESSION_GATES }, (_, gate) => sessionGateStream(sessionId, gate));

/** The gate a participant's responses to a session count on: always the same one (FNV-1a of their id), so their withdrawal finds it. */
export const gateOf = (participantId: string): number => {
  let hash = 0x811c9dc5;
  for (let at = 0; at < participantId.length; at += 1) hash = Math.imul(hash ^ participantId.charCodeAt(at), 0x01000193) >>> 0;
  return hash % SESSION_GATES;
};

/** The gate stream a participant's responses to the session count on. */
export const participantGateStream = (sessionId: string, participantId: string): string => sessionGateStream(sessionId, gateOf(participantId));
