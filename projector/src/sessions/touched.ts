import type { ProjectedEvent } from "../runner/projection";

/** Session events that change an existing per-session row (all but the first, SessionScheduled). */
const LATER_EVENTS: ReadonlySet<string> = new Set([
  "SessionEdited",
  "SessionDeleted",
  "SessionResponseRecorded",
  "SessionResponseWithdrawn",
  "AttendeeRegistered",
  "AttendeeRemoved",
]);

/** The sessions whose rows a batch changes after they exist: load them once, before applying it. */
export const sessionsTouchedLater = (batch: ReadonlyArray<ProjectedEvent>): string[] =>
  batch.flatMap(({ event }) => (LATER_EVENTS.has(event.type) ? [(event.data as { sessionId: string }).sessionId] : []));
