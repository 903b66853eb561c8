import type { SurveyType } from "../constants";
import { firstDateOf, lastDateOf } from "../sessions/format";
import type { SessionEmailKind } from "./events";

// When scheduled e-mails go out, and how they follow the session's dates (spec §2.10, §3, §9).

interface DateLike {
  readonly sessionDate: string;
}

/** The follow-up evaluations and how many months after the session's last date each is sent (§9). */
export const FOLLOW_UP_MONTHS = { "3-months-follow-up": 3, "6-months-follow-up": 6 } as const satisfies Partial<Record<SurveyType, number>>;
export type FollowUpSurveyType = keyof typeof FOLLOW_UP_MONTHS;
export const FOLLOW_UP_SURVEY_TYPES = Object.keys(FOLLOW_UP_MONTHS) as ReadonlyArray<FollowUpSurveyType>;

/** Automatic follow-ups go out at this hour (UTC) of their day. */
const FOLLOW_UP_SEND_HOUR_UTC = 9;

export const isFollowUp = (surveyType: SurveyType | null): surveyType is FollowUpSurveyType => surveyType !== null && surveyType in FOLLOW_UP_MONTHS;

const utcDay = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00.000Z`);

/** 2026-08-31 plus 6 months → 2027-02-28: the day clamps to the target month's last. */
export const addMonths = (isoDate: string, months: number): string => {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
};

/** When an automatic follow-up e-mail goes out: N months after the last date, in the morning. */
export const followUpDueAt = (lastDate: string, surveyType: FollowUpSurveyType): string => {
  const day = addMonths(lastDate, FOLLOW_UP_MONTHS[surveyType]);
  return new Date(utcDay(day) + FOLLOW_UP_SEND_HOUR_UTC * 3_600_000).toISOString();
};

/** A scheduled time must lie ahead of now. */
export const isInFuture = (dueAt: string, now: string): boolean => Date.parse(dueAt) > Date.parse(now);

/** What a scheduled e-mail is timed against, as far as moving it goes. */
interface ScheduledTiming {
  readonly kind: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly dueAt: string;
  /** Scheduled by the system (the follow-ups): its time is computed, not chosen. */
  readonly automatic: boolean;
}

/**
 * Which of the session's days an e-mail is timed against: evaluations after the session (post and
 * follow-ups) against its last day; invitations, reminders and the pre-course evaluation against its first.
 */
const followsLastDate = (timing: ScheduledTiming): boolean => timing.kind === "surveyLink" && timing.surveyType !== null && timing.surveyType !== "pre-course";

/**
 * Where a scheduled e-mail goes when the session's dates change: shifted by as many days as the
 * day it is timed against moved (an automatic follow-up is computed again from the new last
 * date), never into the past (then it goes out at once). Null when it stays where it is.
 */
export const movedDueAt = (timing: ScheduledTiming, previousDates: ReadonlyArray<DateLike>, dates: ReadonlyArray<DateLike>, now: string): string | null => {
  const anchor = followsLastDate(timing) ? lastDateOf : firstDateOf;
  const before = anchor(previousDates);
  const after = anchor(dates);
  if (before === null || after === null || before === after) return null;
  const moved =
    timing.automatic && isFollowUp(timing.surveyType)
      ? Date.parse(followUpDueAt(after, timing.surveyType))
      : Date.parse(timing.dueAt) + (utcDay(after) - utcDay(before));
  const dueAt = new Date(Math.max(moved, Date.parse(now))).toISOString();
  return dueAt === timing.dueAt ? null : dueAt;
};
