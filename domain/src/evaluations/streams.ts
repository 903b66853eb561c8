// Stream names of the evaluations capability.

/** A person's respondent record: the pseudonym their responses carry (named by their user id, which never leaves it). */
export const respondentStream = (personId: string): string => `respondent-${personId}`;

/**
 * One respondent's evaluations of one session: a submission per survey type, decided on this stream's
 * revision so two at once cannot both be recorded. Named by the pseudonym, never the person.
 */
export const evaluationStream = (sessionId: string, respondent: string): string => `evaluation-${sessionId}-${respondent}`;

/**
 * The key a response's written answers are sealed with. The account deletion erases it along with the
 * person's own keys (it reads the pseudonym first, from the respondent stream), so a deleted person's
 * free text is gone and their other answers are left unlinked.
 */
export const respondentDataSubject = (respondent: string): string => `respondent-${respondent}`;
