/** A session's facts as e-mails, calendar files and the screens where a person decides to come tell them (ours). */
export const sessionFacts = {
  platformOther: "Other",
  online: "Online",
  /** A day a person decides by, with its times: 'Wednesday 10 December 2026, 10:00 to 12:30'. */
  dayWithTimes: "{day}, {start} to {end}",
  /** A day on a staff screen or the print page: '10/12 10:00 to 12:30'. */
  dayMonthWithTimes: "{day} {start} to {end}",
  moduleNumberTrainer: "Trainer",
  evaluation: "Evaluation",
  // The labels of an e-mail's details.
  course: "Course",
  modules: "Module(s)",
  dates: "Date(s)",
  location: "Location",
  meetingPlatform: "Meeting platform",
  meetingLink: "Meeting link",
  trainers: "Trainer(s)",
  contactEmail: "Contact email",
  // A calendar entry.
  dayOf: "{title} (day {day} of {days})",
  calendarWhen: "When: {date}",
  calendarTrainers: "Trainers: {trainers}",
  calendarMeetingLink: "Meeting link: {link}",
  calendarContact: "Contact: {email}",
  calendarDetails: "Session details: {url}",
} as const;
