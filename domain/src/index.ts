// The domain package's public names. Cross-cutting pieces first (constants, the English view of the
// catalogue, i18n, roles, the event union, read-model names, HTTP contract machinery, access rules,
// calendar files, live close codes); then each slice (slices.ts is the list they are composed from).
export * from "./constants";
export * from "./messages";
export * from "./i18n";
export * from "./roles";
export * from "./events";
export * from "./readModels";
export * from "./http/contract";
export * from "./http/contentDisposition";
export * from "./access/routes";
export * from "./access/guard";
export * from "./calendar/ics";
export * from "./calendar/sessionCalendar";
export * from "./live/closeCodes";
export * from "./live/topics";
export * from "./live/messages";
export { API_CONTRACTS, API_SLICES } from "./slices";

export * from "./shared";
export * from "./auth";
export * from "./users";
export * from "./sessions";
export * from "./sessionLists";
export * from "./roster";
export * from "./attendance";
export * from "./participantHome";
export * from "./evaluations";
export * from "./sessionMail";
export * from "./courseSchedule";
export * from "./staffHome";
export * from "./materials";
export * from "./trainerUpgrade";
export * from "./audit";
export * from "./certificates";
export * from "./sessionResults";
export * from "./resultsAccess";
export * from "./exports";
export * from "./operations";
export * from "./errorReports";
export * from "./results";
