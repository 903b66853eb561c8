import { isEvaluationStream, responseDay, sessionOfEvaluationStream } from "../evaluations/anonymity";
import { programmeDate } from "../sessionLists/query";
import { subjectIdsOf } from "./eventIndexing";

// Issue 24 §2: the event history never leads from an evaluation response to a person. The response
// side (every event on a respondent's evaluation stream) is filed saying only what the roster also
// says: a response of this type to this session (withdrawn, or moved), on this day. Not its answers,
// response id, pseudonym, event id, revision, actor, correlation or causation, and not its place in
// the log: it is filed at the start of its day (after the last event of the day before), among the
// day's responses in an order that says nothing (a hash of its id), so neither a shared commit, nor
// a neighbouring row, nor a time, nor polling before and after ties it to the person's own events.

/** The fields of a response-side event the history shows: the session, the evaluation and the course. */
const SHOWN_FIELDS: ReadonlyArray<string> = ["sessionId", "surveyType", "course", "modules", "questionnaireVersion", "movedTo", "movedFrom"];

/** Whether an event is filed anonymously: it is on a respondent's evaluation stream. */
export const isFiledAnonymously = (streamId: string): boolean => isEvaluationStream(streamId);

/** What the history files of a response-side event. */
interface AnonymousFiling {
  /** `evaluation-<sessionId>`: the stream without its respondent. */
  readonly streamId: string;
  readonly data: Record<string, unknown>;
  /** The programme's day it happened on (YYYY-MM-DD). */
  readonly day: string;
  /** The day's start (UTC): all the history says of when. */
  readonly occurredAt: string;
  readonly subjectIds: string[];
}

/** The day (UK) an event happened on, as the history groups responses by it. */
export const dayOfEvent = (occurredAt: string): string => programmeDate(new Date(occurredAt));

export const fileAnonymously = (streamId: string, data: Readonly<Record<string, unknown>>, occurredAt: string): AnonymousFiling => {
  const shownStream = `evaluation-${sessionOfEvaluationStream(streamId) ?? "unknown"}`;
  const shown = Object.fromEntries(SHOWN_FIELDS.filter((field) => field in data).map((field) => [field, data[field]]));
  const at = responseDay(new Date(occurredAt));
  return { streamId: shownStream, data: shown, day: at.slice(0, 10), occurredAt: at, subjectIds: subjectIdsOf(shownStream, null, shown) };
};
