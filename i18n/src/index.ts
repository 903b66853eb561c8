export * from "./translate";
export * from "./english";
export * from "./englishTexts";
