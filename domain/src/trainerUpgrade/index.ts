export * from "./events";
export * from "./commands";
export * from "./standing";
export * from "./steps";
export * from "./decider";
export * from "./form";
export * from "./contracts";
export * from "./attendance";
