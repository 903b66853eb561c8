import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { sessionMailSliceEvents } from "./events";
import { SESSION_MAIL_CONTRACTS } from "./contracts";

export * from "./streams";
export * from "./events";
export * from "./commands";
export * from "./decider";
export * from "./scheduling";
export * from "./inputs";
export * from "./links";
export * from "./content";
export * from "./contracts";

/** The sessionMail slice: its contracts, texts and events, for slices.ts. */
export const sessionMailSlice: Slice<typeof catalogue.en, typeof sessionMailSliceEvents.events> = defineSlice({
  name: "sessionMail",
  contracts: SESSION_MAIL_CONTRACTS,
  catalogue,
  ...sessionMailSliceEvents,
});
