// Stream names of the roster capability: one roster per session.

export const rosterStream = (sessionId: string): string => `roster-${sessionId}`;

/**
 * One participant's record of the evaluations they gave for one session (issue 30): written by their
 * submissions instead of the roster, so a session's submissions share no stream; a removal or leaving of
 * theirs reads it and writes it too (AttendeeEvaluationsDiscarded), so one racing a submission loses or waits.
 */
export const sessionPersonStream = (sessionId: string, participantId: string): string => `sessionPerson-${sessionId}-${participantId}`;

/**
 * The sessions a participant account is registered on: a small index kept beside every roster change
 * that names the account, so the write side finds the person's other sessions without a read model
 * (a removed attendee's pre-course response moves to one of them, §4).
 */
export const registrationIndexStream = (participantId: string): string => `attendance-${participantId}`;

/** The sessions whose waiting list a participant account joined (an index, like registrationIndexStream). */
export const waitingListIndexStream = (participantId: string): string => `waiting-lists-${participantId}`;
