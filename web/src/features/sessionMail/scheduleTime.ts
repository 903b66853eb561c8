import { formatDateTime, type Language, type MessageKey } from "@wellbeing/domain";

// The Schedule Email picker (§9): a day and an hour (HH:mm, 60-minute steps), in the browser's time.

/** 00:00, 01:00, … 23:00 */
export const HOURLY_TIMES: ReadonlyArray<string> = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (value: number) => String(value).padStart(2, "0");

// Welsh: the same day, short month, year and time, in Welsh words and the 24-hour clock Welsh writes; the browser's time, as picked.
const WELSH_TIME = { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/** The instant a local day (YYYY-MM-DD) and time (HH:mm) name, as ISO-8601 in UTC. */
export const scheduledInstant = (day: string, time: string): string => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(year, month - 1, date, hours, minutes).toISOString();
};

/** 'DD MMM YYYY hh:mm A' in the browser's time (§9), e.g. 01 Dec 2026 09:00 AM; in Welsh, e.g. 01 Rhag 2026, 09:00. */
export const formatScheduledTime = (iso: string, language: Language): string => {
  const at = new Date(iso);
  if (language === "cy") return formatDateTime("cy", at, { ...WELSH_TIME, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  const hours = at.getHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(at.getDate())} ${MONTHS[at.getMonth()]} ${at.getFullYear()} ${pad(twelve)}:${pad(at.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
};

/** Why the chosen time cannot be scheduled, or null: both parts are needed, and it must lie ahead. */
export const scheduleProblem = (day: string | null, time: string | null, now: Date): MessageKey | null => {
  if (!day || !time) return "mail.selectScheduleDate";
  return Date.parse(scheduledInstant(day, time)) > now.getTime() ? null : "mail.dateInPast";
};
