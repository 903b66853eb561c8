// Error reporting (§1, §9): a crashed screen's trace (sampled) and a person's feedback (always kept),
// recorded as events with their words sealed, listed to admins on the Reports screen.
export * from "./sampling";
export * from "./events";
export * from "./streams";
export * from "./commands";
export * from "./decider";
export * from "./form";
export * from "./contracts";
