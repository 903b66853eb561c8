import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { RESULT_CONTRACTS } from "./contracts";

// The results capability (§2.16): the formulas of the three accordions, whose results a page may
// show (resultsScope), the endpoint's contract, and what of a response staff may ever read (disclosure).
export * from "./behaviouralScores";
export * from "./reachFigures";
export * from "./trainerFeedback";
export * from "./scope";
export * from "./contracts";
export * from "./disclosure";
export * from "./figures";

/** The results slice: its contracts and texts, for slices.ts. */
export const resultsSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "results",
  contracts: RESULT_CONTRACTS,
  catalogue,
});
