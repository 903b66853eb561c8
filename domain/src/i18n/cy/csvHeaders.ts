import type { Messages } from "../en";

export const csvHeaders: Messages["csvHeaders"] = {
  sessionId: "ID y sesiwn",
  course: "Cwrs",
  modules: "Modiwlau",
  dates: "Dyddiadau",
  times: "Amseroedd",
  delivery: "Dull cyflwyno",
  location: "Lleoliad",
  trainers: "Hyfforddwyr",
  capacity: "Capasiti",
  confirmedParticipants: "Cyfranogwyr wedi'u cadarnhau",
  spacesRemaining: "Lleoedd ar ôl",
  created: "Crëwyd",
};
