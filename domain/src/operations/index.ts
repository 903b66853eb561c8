import { defineSlice, type Slice } from "../slice";
import { HEALTH_CONTRACTS } from "./contracts";

export * from "./contracts";

/** The operations slice: its contracts (it has no texts of its own), for slices.ts. */
export const operationsSlice: Slice = defineSlice({
  name: "operations",
  contracts: HEALTH_CONTRACTS,
});
