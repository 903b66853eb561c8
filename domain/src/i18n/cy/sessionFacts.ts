import type { Messages } from "../en";

export const sessionFacts: Messages["sessionFacts"] = {
  platformOther: "Arall",
  online: "Ar-lein",
  dayWithTimes: "{day}, {start} i {end}",
  dayMonthWithTimes: "{day} {start} i {end}",
  moduleNumberTrainer: "Hyfforddwr",
  evaluation: "Gwerthusiad",
  course: "Cwrs",
  modules: "Modiwl(au)",
  dates: "Dyddiad(au)",
  location: "Lleoliad",
  meetingPlatform: "Platfform y cyfarfod",
  meetingLink: "Dolen y cyfarfod",
  trainers: "Hyfforddwr(wyr)",
  contactEmail: "E-bost cyswllt",
  dayOf: "{title} (diwrnod {day} o {days})",
  calendarWhen: "Pryd: {date}",
  calendarTrainers: "Hyfforddwyr: {trainers}",
  calendarMeetingLink: "Dolen y cyfarfod: {link}",
  calendarContact: "Cyswllt: {email}",
  calendarDetails: "Manylion y sesiwn: {url}",
};
