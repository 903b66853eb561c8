import { COURSE_LABELS, MODULE_LABELS, type Course, type Module } from "../constants";
import { locationText, trainerNames, type AddressLike, type DateLike } from "../sessions/format";
import { buildCalendar, type CalendarEvent } from "./ics";

/** What a session's calendar entries say. */
export interface SessionForCalendar {
  readonly id: string;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly dates: ReadonlyArray<DateLike>;
  readonly remote: boolean;
  readonly address: AddressLike | null;
  readonly meetingLink: string | null;
  readonly trainerNames: ReadonlyArray<string | null>;
  readonly contactEmail: string | null;
  readonly extraInfo: string | null;
}

/** Where an attendee goes: the meeting link of an online session, else its address. */
export const calendarLocation = (session: Pick<SessionForCalendar, "remote" | "address" | "meetingLink">): string =>
  session.remote ? (session.meetingLink ?? "Online") : locationText(false, session.address);

export const sessionTitle = (session: Pick<SessionForCalendar, "course" | "modules">): string =>
  `${COURSE_LABELS[session.course]}: ${session.modules.map((module) => MODULE_LABELS[module]).join(" & ")}`;

/** One event per session date, each with a UID that stays the same for that session and date number. */
export const sessionCalendarEvents = (session: SessionForCalendar, detailsUrl: string): CalendarEvent[] => {
  const dates = [...session.dates].sort((a, b) => a.sessionDate.localeCompare(b.sessionDate));
  const description = [
    sessionTitle(session),
    `Trainers: ${trainerNames(session.trainerNames)}`,
    ...(session.remote && session.meetingLink ? [`Meeting link: ${session.meetingLink}`] : []),
    ...(session.contactEmail ? [`Contact: ${session.contactEmail}`] : []),
    ...(session.extraInfo ? [session.extraInfo] : []),
    `Session details: ${detailsUrl}`,
  ].join("\n");
  return dates.map((date, index) => ({
    uid: `session-${session.id}-date-${index + 1}@wellbeing-training`,
    start: { date: date.sessionDate, time: date.startTime },
    endTime: date.endTime,
    summary: dates.length > 1 ? `${sessionTitle(session)} (day ${index + 1} of ${dates.length})` : sessionTitle(session),
    location: calendarLocation(session),
    description,
    url: detailsUrl,
  }));
};

/** The .ics file of a session, as attached to the registration confirmation. */
export const sessionCalendarFile = (session: SessionForCalendar, detailsUrl: string, now: Date): string =>
  buildCalendar(sessionCalendarEvents(session, detailsUrl), now);
