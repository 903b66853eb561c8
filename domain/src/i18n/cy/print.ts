import type { Messages } from "../en";

export const print: Messages["print"] = {
  title: "Argraffu",
  backToSession: "Yn ôl i'r sesiwn",
  print: "ARGRAFFU",
  evaluationLinks: "Dolenni gwerthuso",
  qrCodeOf: "Cod QR y ddolen {label}",
  type: "Math",
  date: "Dyddiad",
  dates: "Dyddiadau",
  modules: "Modiwlau",
  region: "Rhanbarth",
  location: "Lleoliad",
  trainers: "Hyfforddwyr",
};
