import { londonToUtc } from "../calendar/ics";

// When a session date's check-in code works (issue 29): on that date only, from 30 minutes before its
// start to its end (UK time). A photo of the code taken one day fails the next: the date has passed.

/** How long before a date's start the check-in code opens. */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 30;

interface SessionDay {
  readonly sessionDate: string;
  readonly startTime: string | null;
  readonly endTime: string | null;
}

/** The instants the check-in code of a session date opens and closes; a day without times is open all day. */
export const checkInWindow = (day: SessionDay): { readonly opensAt: Date; readonly closesAt: Date } => {
  const start = londonToUtc(day.sessionDate, day.startTime ?? "00:00");
  const closesAt =
    day.endTime !== null && (day.startTime === null || day.endTime > day.startTime)
      ? londonToUtc(day.sessionDate, day.endTime)
      : londonToUtc(day.sessionDate, "23:59");
  // Never before the date itself: a session starting at midnight opens at midnight.
  const dayStarts = londonToUtc(day.sessionDate, "00:00");
  const opensAt = new Date(Math.max(dayStarts.getTime(), start.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000));
  return { opensAt, closesAt };
};

/** Whether the check-in code of a session date works at `now`. */
export const isCheckInOpen = (day: SessionDay, now: Date): boolean => {
  const { opensAt, closesAt } = checkInWindow(day);
  return opensAt.getTime() <= now.getTime() && now.getTime() <= closesAt.getTime();
};

/** The session date whose check-in is open at `now` (the one a trainer shows the code of), else the date that is today, else null. */
export const checkInDateAt = <Day extends SessionDay>(dates: ReadonlyArray<Day>, now: Date, today: string): Day | null =>
  dates.find((day) => isCheckInOpen(day, now)) ?? dates.find((day) => day.sessionDate === today) ?? null;
