import { isAdminLevel, type Role } from "../roles";

// What of a response staff may ever read (issue 24 §2): the one rule every per-response output follows
// (the Individual Responses view and Overall Results of a session, the responses CSV, the research
// export, the results pages' answer figures).
//
// Why: the roster legitimately says, by name and by day, who completed each evaluation. Anything that
// shows answers per response, or a count of answers that moves with each one, can be lined up with it:
// poll before and after one attendee completes and the new row (or the one answer a figure gained) is
// theirs. So answers are released by group (one session's responses to one survey type) in batches of
// DISCLOSURE_BATCH, never one at a time: a release is the DISCLOSURE_BATCH responses that were waiting,
// together, so whoever compares two readings learns only that these answers are those of these five
// people, in some order. A group with fewer released responses than that shows no answers at all (a
// small cell is suppressed). Released rows are listed in an order unrelated to arrival (a digest of the
// response id), carry no submission time, and no id that recurs in another group: an id shared by two
// groups of different members would single out whoever is in one and not the other.

/** The smallest number of responses whose answers are released together, and the smallest cell shown. */
export const DISCLOSURE_BATCH = 5;

/** A group of responses released together: one session's responses to one survey type. */
export const disclosureGroup = (sessionId: string, surveyType: string): string => `${sessionId}:${surveyType}`;

/** What a group's waiting responses become when one more arrives. */
export interface Arrival {
  /** Still waiting, in arrival order. */
  readonly waiting: ReadonlyArray<string>;
  /** Released now, all together (none, or a whole batch). */
  readonly released: ReadonlyArray<string>;
}

/**
 * A response arrives in its group (submitted, or a pre-course response moved in with its attendee, §4):
 * it waits; once DISCLOSURE_BATCH are waiting, they are released together. A response released once
 * stays released until it leaves the group.
 */
export const responseArrives = (waiting: ReadonlyArray<string>, responseId: string): Arrival => {
  if (waiting.includes(responseId)) return { waiting, released: [] };
  const now = [...waiting, responseId];
  return now.length >= DISCLOSURE_BATCH ? { waiting: [], released: now } : { waiting: now, released: [] };
};

/**
 * A response leaves its group (withdrawn, or moved to another session, §4): it is no longer shown. The
 * others keep their state: a withdrawal never releases a waiting response, which would then stand
 * alone as the one new row.
 */
export const responseLeaves = (waiting: ReadonlyArray<string>, responseId: string): ReadonlyArray<string> => waiting.filter((id) => id !== responseId);

/** Whether answer counts over `released` responses may be shown: never for a smaller cell than a batch. */
export const mayShowAnswerCounts = (released: number): boolean => released >= DISCLOSURE_BATCH;

/** The per-response fields a viewer of a released response may get beyond its answers. */
export interface DisclosedFields {
  /** Age band, gender, job title and the other demographic answers (§3 participantField). */
  readonly demographics: boolean;
  /** When it was submitted: never, not even the day (the roster says by day who completed). */
  readonly submittedAt: false;
  /** Who answered, even as a pseudonym: never (a pseudonym recurs across groups). */
  readonly respondent: false;
}

/**
 * Admins (who run the programme's anonymised reporting) get the demographics in their exports; trainers
 * and local leads, who meet the attendees and could recognise them by their age, gender or job title,
 * never do.
 */
export const disclosedFields = (role: Role): DisclosedFields => ({ demographics: isAdminLevel(role), submittedAt: false, respondent: false });
