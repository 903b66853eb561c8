// The Welsh catalogue is not exported here: it is imported from "@wellbeing/domain/i18n/cy", so the
// web app can load it on demand.
export * from "./en";
export * from "./language";
export * from "./translate";
export * from "./dates";
export * from "./choiceKeys";
