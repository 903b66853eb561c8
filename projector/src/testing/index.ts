export * from "./syntheticHistory";
export * from "./compareSchemas";
export * from "./tallyProjection";
