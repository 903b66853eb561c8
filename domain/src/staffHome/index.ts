export * from "./answers";
export * from "./contracts";
export * from "./calendarDays";
export * from "./staffHomeRules";
export * from "./toDo";
export * from "./responsesOverTime";
export * from "./scope";
