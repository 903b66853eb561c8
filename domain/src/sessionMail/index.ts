export * from "./streams";
export * from "./events";
export * from "./commands";
export * from "./decider";
export * from "./scheduling";
export * from "./inputs";
export * from "./links";
export * from "./content";
