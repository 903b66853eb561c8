// The read models' schemas, one module per slice: the projector writes these tables, the query API reads them.
export * from "./tables";
export * from "./users";
export * from "./sessions";
export * from "./staffHome";
export * from "./courseSchedule";
export * from "./roster";
export * from "./attendance";
export * from "./waitingList";
export * from "./sessionMail";
export * from "./evaluations";
export * from "./audit";
export * from "./certificates";
export * from "./resultsAccess";
export * from "./errorReports";
export * from "./results";
