import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { errorReportsSliceEvents } from "./events";
import { ERROR_REPORT_CONTRACTS } from "./contracts";

// Error reporting (§1, §9): a crashed screen's trace (sampled) and a person's feedback (always kept),
// recorded as events with their words sealed, listed to admins on the Reports screen.
export * from "./sampling";
export * from "./events";
export * from "./streams";
export * from "./commands";
export * from "./decider";
export * from "./form";
export * from "./contracts";

/** The errorReports slice: its contracts, texts and events, for slices.ts. */
export const errorReportsSlice: Slice<typeof catalogue.en, typeof errorReportsSliceEvents.events> = defineSlice({
  name: "errorReports",
  contracts: ERROR_REPORT_CONTRACTS,
  catalogue,
  ...errorReportsSliceEvents,
});
