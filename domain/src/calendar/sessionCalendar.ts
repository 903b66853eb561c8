import { sessionFactsToDecide, type SessionFacts, type Wording } from "../sessions/facts";
import { buildCalendar, type CalendarEvent } from "./ics";

// A session's calendar entries, worded by the session facts formatter in the reader's language.

/** Where an attendee goes: the meeting link of an online session, else its address. */
const calendarLocation = (session: SessionFacts, wording: Wording): string =>
  (session.remote && session.meetingLink) || sessionFactsToDecide(session, wording).location;

/** What one entry says in one language: its title and its description. */
const entryWords = (session: SessionFacts, detailsUrl: string, { t, language }: Wording, index: number) => {
  const facts = sessionFactsToDecide(session, { t, language });
  const count = session.dates.length;
  return {
    summary: count > 1 ? t("sessionFacts.dayOf", { title: facts.title, day: index + 1, days: count }) : facts.title,
    description: [
      facts.title,
      t("sessionFacts.calendarWhen", { date: facts.dates[index] ?? "" }),
      t("sessionFacts.calendarTrainers", { trainers: facts.trainers }),
      ...(session.remote && session.meetingLink ? [t("sessionFacts.calendarMeetingLink", { link: session.meetingLink })] : []),
      ...(session.contactEmail ? [t("sessionFacts.calendarContact", { email: session.contactEmail })] : []),
      ...(session.extraInfo ? [session.extraInfo] : []),
      t("sessionFacts.calendarDetails", { url: detailsUrl }),
    ].join("\n"),
  };
};

/**
 * One event per session date, each with a UID that stays the same for that session and date
 * number, in the reader's language, or in both (Welsh first) when given both wordings.
 */
const sessionCalendarEvents = (session: SessionFacts, detailsUrl: string, wordings: ReadonlyArray<Wording>): CalendarEvent[] => {
  const dates = [...session.dates].sort((a, b) => a.sessionDate.localeCompare(b.sessionDate));
  return dates.map((date, index) => {
    const words = wordings.map((wording) => entryWords(session, detailsUrl, wording, index));
    return {
      uid: `session-${session.id}-date-${index + 1}@wellbeing-training`,
      start: { date: date.sessionDate, time: date.startTime },
      endTime: date.endTime,
      summary: words.map((each) => each.summary).join(" / "),
      location:
        session.remote && session.meetingLink ? session.meetingLink : [...new Set(wordings.map((wording) => calendarLocation(session, wording)))].join(" / "),
      description: words.map((each) => each.description).join("\n\n"),
      url: detailsUrl,
    };
  });
};

/** The .ics file of a session, as attached to the registration confirmation. */
export const sessionCalendarFile = (session: SessionFacts, detailsUrl: string, now: Date, wordings: ReadonlyArray<Wording>): string =>
  buildCalendar(sessionCalendarEvents(session, detailsUrl, wordings), now);
