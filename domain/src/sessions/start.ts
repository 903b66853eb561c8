import { londonToUtc } from "../calendar/ics";
import { firstDateOf } from "./format";

// When a session has started: what attendance needs (a certificate, §4) and what leaving the programme
// gives up (a place in a session that has not started yet).

interface SessionDay {
  readonly sessionDate: string;
  readonly startTime: string | null;
}

/** The instant a session starts: its first day's start time in the UK (the day's start when no time is given); null without dates. */
export const sessionStartsAt = (dates: ReadonlyArray<SessionDay>): Date | null => {
  const first = firstDateOf(dates);
  if (first === null) return null;
  const firstDay =
    dates
      .filter((day) => day.sessionDate === first)
      .map((day) => day.startTime ?? "00:00")
      .sort()[0] ?? "00:00";
  return londonToUtc(first, firstDay);
};

/** Whether the session has begun by `now` (a session without dates never has). */
export const hasSessionStarted = (dates: ReadonlyArray<SessionDay>, now: Date | string): boolean => {
  const start = sessionStartsAt(dates);
  return start !== null && start.getTime() <= new Date(now).getTime();
};
