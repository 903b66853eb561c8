import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { MATERIAL_CONTRACTS } from "./contracts";

export * from "./documents";
export * from "./gating";
export * from "./availability";
export * from "./answers";
export * from "./contracts";

/** The materials slice: its contracts and texts, for slices.ts. */
export const materialsSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "materials",
  contracts: MATERIAL_CONTRACTS,
  catalogue,
});
