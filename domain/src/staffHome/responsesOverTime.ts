import type { WeekOfResponses } from "./answers";
import { mondayOf, shiftDay } from "./calendarDays";
import { STAFF_HOME_RULES } from "./rules";

// The staff home's chart of responses over time (§2.6): responses per week, weeks starting on Monday (§9).

/** Responses submitted on one day (UK date, `YYYY-MM-DD`). */
interface DayOfResponses {
  readonly day: string;
  readonly responses: number;
}

/** The first day the chart counts: the Monday `weeks - 1` weeks before this week's. */
export const chartStart = (today: string, weeks: number = STAFF_HOME_RULES.chartWeeks): string => shiftDay(mondayOf(today), -7 * (weeks - 1));

/** Each of the last `weeks` weeks (this one last) with the responses of its days; days outside them are left out. */
export const weeklyResponses = (days: ReadonlyArray<DayOfResponses>, today: string, weeks: number = STAFF_HOME_RULES.chartWeeks): WeekOfResponses[] => {
  const start = chartStart(today, weeks);
  const chart = Array.from({ length: weeks }, (_, index) => ({ weekStart: shiftDay(start, 7 * index), responses: 0 }));
  for (const { day, responses } of days) {
    const week = chart.find((entry) => entry.weekStart === mondayOf(day));
    if (week) week.responses += responses;
  }
  return chart;
};
