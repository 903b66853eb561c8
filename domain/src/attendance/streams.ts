// Stream names of the attendance capability: one register per session. (`attendance-<id>` is the
// roster's registration index, named before this slice existed.)

export const registerStream = (sessionId: string): string => `register-${sessionId}`;
