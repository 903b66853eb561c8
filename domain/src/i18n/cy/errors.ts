import type { Messages } from "../en";

export const errors: Messages["errors"] = {
  generic: "Aeth rhywbeth o'i le. Rhowch gynnig arall arni yn nes ymlaen",
  somethingWentWrong: "Aeth rhywbeth o'i le",
  sessionUnavailable: "Gwall! Nid yw'r sesiwn rydych yn chwilio amdani ar gael",
  notFoundPage: "Mae'n ddrwg gennym, nid yw'r dudalen y gwnaethoch ymweld â hi yn bodoli.",
  serverErrorPage: "Mae'n ddrwg gennym, mae nam ar y gweinydd.",
  unauthorizedPage: "Mae'n ddrwg gennym, nid oes gennych hawl i weld y dudalen hon.",
  crashTitle: "Mae'n ddrwg gennym, mae'r sgrin hon wedi stopio gweithio",
  reportFeedback: "Rhoi adborth",
  reload: "Ail-lwytho",
  backHome: "Yn ôl i'r hafan",
  reportDetailsAdded: "Caiff manylion y gwall eu hychwanegu at eich adroddiad i chi.",
  whatWereYouDoing: "Beth oeddech chi'n ei wneud pan ddigwyddodd hyn?",
  sendReport: "Anfon yr adroddiad",
};
