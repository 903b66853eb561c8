import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { rosterSliceEvents } from "./events";
import { ROSTER_CONTRACTS } from "./contracts";

export * from "./events";
export * from "./commands";
export * from "./decider";
export * from "./streams";
export * from "./attendance";
export * from "./waitingList";
export * from "./waitingListIndex";
export * from "./emailList";
export * from "./registration";
export * from "./moduleOrder";
export * from "./evaluationOffer";
export * from "./inputs";
export * from "./answers";
export * from "./contracts";
export * from "./waitingListContracts";

/** The roster slice: its contracts, texts and events, for slices.ts. */
export const rosterSlice: Slice<typeof catalogue.en, typeof rosterSliceEvents.events> = defineSlice({
  name: "roster",
  contracts: ROSTER_CONTRACTS,
  catalogue,
  ...rosterSliceEvents,
});
