/** A session's facts as e-mails, calendar files and the screens where a person decides to come tell them (ours). */
export const sessionFacts = {
  courseC5: "Standard course",
  courseYoungPeople: "Young people's course",
  module1: "Module 1",
  module2: "Module 2",
  module3: "Module 3",
  moduleTrainTheTrainer: "Train the Trainer",
  moduleTrainerUpskill: "Trainer Upskill",
  platformOther: "Other",
  online: "Online",
  /** A day a person decides by, with its times: 'Wednesday 10 December 2026, 10:00 to 12:30'. */
  dayWithTimes: "{day}, {start} to {end}",
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
