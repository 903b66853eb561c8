import type { Messages } from "../en";

export const errors: Messages["errors"] = {
  generic: "Aeth rhywbeth o'i le. Rhowch gynnig arall arni yn nes ymlaen",
  somethingWentWrong: "Aeth rhywbeth o'i le",
  sessionUnavailable: "Gwall! Nid yw'r sesiwn rydych yn chwilio amdani ar gael",
  notFoundPage: "Mae'n ddrwg gennym, nid yw'r dudalen y gwnaethoch ymweld â hi yn bodoli.",
  serverErrorPage: "Mae'n ddrwg gennym, mae nam ar y gweinydd.",
  unauthorizedPage: "Mae'n ddrwg gennym, nid oes gennych hawl i weld y dudalen hon.",
};
