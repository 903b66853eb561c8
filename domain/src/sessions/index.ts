import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { sessionsSliceEvents } from "./events";
import { SESSION_CONTRACTS } from "./contracts";

export * from "./events";
export * from "./commands";
export * from "./decider";
export * from "./gate";
export * from "./form";
export * from "./format";
export * from "./facts";
export * from "./rules";
export * from "./streams";
export * from "./access";
export * from "./missedModules";
export * from "./start";
export * from "./surveyLinks";
export * from "./answers";
export * from "./contracts";

/** The sessions slice: its contracts, texts and events, for slices.ts. */
export const sessionsSlice: Slice<typeof catalogue.en, typeof sessionsSliceEvents.events> = defineSlice({
  name: "sessions",
  contracts: SESSION_CONTRACTS,
  catalogue,
  ...sessionsSliceEvents,
});
