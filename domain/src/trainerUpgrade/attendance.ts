import type { Course, Module } from "../constants";
import type { DateLike } from "../sessions/format";
import { hasSessionStarted } from "../sessions/start";

// Who may complete the trainer sign-up (§1, §4): someone who attended Train the Trainer. What the write
// side reads from the streams (the person's attendance index, each session's roster and stream) becomes
// these facts; the rule below decides on them.

/** A session the person holds a confirmed place on, as its own stream describes it. */
export interface AttendedSession {
  readonly sessionId: string;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly dates: ReadonlyArray<DateLike>;
}

/**
 * Whether the person attended Train the Trainer for the course: a confirmed attendee of a session with
 * the Train the Trainer module whose first date has started by `now`.
 */
export const hasAttendedTrainTheTrainer = (sessions: ReadonlyArray<AttendedSession>, course: Course, now: string): boolean =>
  sessions.some((session) => session.course === course && session.modules.includes("train-the-trainer") && hasSessionStarted(session.dates, now));
