import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { AUTH_CONTRACTS } from "./contracts";

export * from "./forms";
export * from "./login";
export * from "./user";
export * from "./sessionTokens";
export * from "./tokenStanding";
export * from "./contracts";
export * from "./tttUpgradeStep";

/** The auth slice: its contracts and texts, for slices.ts. */
export const authSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "auth",
  contracts: AUTH_CONTRACTS,
  catalogue,
});
