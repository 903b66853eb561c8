import type { SessionFacts } from "./facts";

// The session the facts, e-mail and calendar tests word: online, one date, two trainers.

export const ONLINE_SESSION: SessionFacts = {
  id: "0190-session",
  shortId: "Ab3dEf7h",
  course: "C5",
  modules: ["2", "1"],
  dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
  remote: true,
  address: null,
  meetingPlatform: "zoom",
  meetingLink: "https://zoom.us/j/123",
  contactEmail: "trainer@demo.test",
  extraInfo: null,
  trainers: [{ name: "Tia Trainer" }, { name: "Lee Lead" }],
};
