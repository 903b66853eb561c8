import { defineSlice, type Slice } from "../slice";
import { en } from "./catalogue.en";
import { MATERIAL_CONTRACTS } from "./contracts";

export * from "./documents";
export * from "./gating";
export * from "./availability";
export * from "./answers";
export * from "./contracts";

/** The materials slice: its contracts and texts, for slices.ts. */
export const materialsSlice: Slice<typeof en> = defineSlice({
  name: "materials",
  contracts: MATERIAL_CONTRACTS,
  catalogue: { en, cy: () => import("./catalogue.cy") },
});
