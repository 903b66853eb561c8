import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
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

/** The sessionMail slice: its contracts and texts, for slices.ts. */
export const sessionMailSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "sessionMail",
  contracts: SESSION_MAIL_CONTRACTS,
  catalogue,
});
