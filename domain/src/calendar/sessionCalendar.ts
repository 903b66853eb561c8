import { sessionFactTexts, type SessionFacts } from "../sessions/facts";
import { buildCalendar, type CalendarEvent } from "./ics";

// A session's calendar entries, worded by the session facts formatter.

/** Where an attendee goes: the meeting link of an online session, else its address. */
export const calendarLocation = (session: SessionFacts): string => (session.remote && session.meetingLink) || sessionFactTexts(session).location;

/** One event per session date, each with a UID that stays the same for that session and date number. */
export const sessionCalendarEvents = (session: SessionFacts, detailsUrl: string): CalendarEvent[] => {
  const facts = sessionFactTexts(session);
  const dates = [...session.dates].sort((a, b) => a.sessionDate.localeCompare(b.sessionDate));
  const description = [
    facts.title,
    `Trainers: ${facts.trainers}`,
    ...(session.remote && session.meetingLink ? [`Meeting link: ${session.meetingLink}`] : []),
    ...(session.contactEmail ? [`Contact: ${session.contactEmail}`] : []),
    ...(session.extraInfo ? [session.extraInfo] : []),
    `Session details: ${detailsUrl}`,
  ].join("\n");
  return dates.map((date, index) => ({
    uid: `session-${session.id}-date-${index + 1}@wellbeing-training`,
    start: { date: date.sessionDate, time: date.startTime },
    endTime: date.endTime,
    summary: dates.length > 1 ? `${facts.title} (day ${index + 1} of ${dates.length})` : facts.title,
    location: calendarLocation(session),
    description,
    url: detailsUrl,
  }));
};

/** The .ics file of a session, as attached to the registration confirmation. */
export const sessionCalendarFile = (session: SessionFacts, detailsUrl: string, now: Date): string =>
  buildCalendar(sessionCalendarEvents(session, detailsUrl), now);
