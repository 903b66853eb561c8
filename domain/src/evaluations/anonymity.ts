import { programmeDate } from "../sessionLists/query";

// Issue 24 §2: nothing links a response to a person. What the response side of the log carries of
// time is the programme's day, never the moment: a moment shared with the person's roster entry
// would say whose answers these are.

/** The day (UK) of `now`, as the instant its date starts in UTC: what a response records of when it was given. */
export const responseDay = (now: Date): string => `${programmeDate(now)}T00:00:00.000Z`;

const EVALUATION_STREAM = /^evaluation-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-/i;

/** A respondent's evaluation stream (evaluationStream): the response side, named by a pseudonym. */
export const isEvaluationStream = (streamId: string): boolean => EVALUATION_STREAM.test(streamId);

/** The session an evaluation stream is about (its respondent part left out), or null for any other stream. */
export const sessionOfEvaluationStream = (streamId: string): string | null => EVALUATION_STREAM.exec(streamId)?.[1]?.toLowerCase() ?? null;
