import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
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

/** The users slice: its contracts and texts, for slices.ts. */
export const usersSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "users",
  contracts: [...ACCOUNT_CONTRACTS, ...STAFF_DIRECTORY_CONTRACTS, ...STAFF_COMMAND_CONTRACTS, ...GROUP_INVITATION_CONTRACTS],
  catalogue,
});
