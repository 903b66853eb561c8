import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { resultsAccessSliceEvents } from "./events";
import { RESULTS_ACCESS_CONTRACTS } from "./contracts";

// A trainer's consent to their local lead and admins seeing their evaluation results (§2.5, §6, §8):
// - events.ts, commands.ts, decider.ts: recorded on the person's own user stream;
// - rules.ts: mayViewResultsOf (a person's results pages), sessionResultsAccess (a session's results),
//   the default for trainers who never chose (RESULTS_ACCESS_GIVEN_BY_DEFAULT);
// - contracts.ts: GET and PUT /api/my-account/results-access.
export * from "./events";
export * from "./commands";
export * from "./rules";
export * from "./decider";
export * from "./contracts";

/** The resultsAccess slice: its contracts, texts and events, for slices.ts. */
export const resultsAccessSlice: Slice<typeof catalogue.en, typeof resultsAccessSliceEvents.events> = defineSlice({
  name: "resultsAccess",
  contracts: RESULTS_ACCESS_CONTRACTS,
  catalogue,
  ...resultsAccessSliceEvents,
});
