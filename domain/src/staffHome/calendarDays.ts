// Whole calendar days as `YYYY-MM-DD`, counted in UTC so no clock change shifts them.

const toDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The day `days` after `day` (before it when negative). */
export const shiftDay = (day: string, days: number): string => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
};

/** The Monday of the week holding `day`: weeks start on Monday (§9). */
export const mondayOf = (day: string): string => shiftDay(day, -((toDate(day).getUTCDay() + 6) % 7));
