export * from "./events";
export * from "./eventTypes";
export * from "./eventFields";
export * from "./query";
export * from "./answers";
export * from "./eventIndexing";
export * from "./sessionAsOf";
export * from "./contracts";
