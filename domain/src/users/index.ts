import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { usersSliceEvents } from "./events";
import { ACCOUNT_CONTRACTS, STAFF_DIRECTORY_CONTRACTS, STAFF_COMMAND_CONTRACTS, GROUP_INVITATION_CONTRACTS } from "./contracts";

export * from "./events";
export * from "./commands";
export * from "./decider";
export * from "./streams";
export * from "./staffDecider";
export * from "./forms";
export * from "./directory";
export * from "./organisation";
export * from "./passwordLinks";
export * from "./leaving";
export * from "./account";
export * from "./emailStanding";
export * from "./emailVerificationLinks";
export * from "./contracts";

/** The users slice: its contracts, texts and events, for slices.ts. */
export const usersSlice: Slice<typeof catalogue.en, typeof usersSliceEvents.events> = defineSlice({
  name: "users",
  contracts: [...ACCOUNT_CONTRACTS, ...STAFF_DIRECTORY_CONTRACTS, ...STAFF_COMMAND_CONTRACTS, ...GROUP_INVITATION_CONTRACTS],
  catalogue,
  ...usersSliceEvents,
});
