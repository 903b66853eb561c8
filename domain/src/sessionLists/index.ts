import { defineSlice, type Slice } from "../slice";
import { en } from "./catalogue.en";
import { SESSION_LIST_CONTRACTS } from "./contracts";

export * from "./query";
export * from "./scope";
export * from "./answers";
export * from "./contracts";

/** The sessionLists slice: its contracts and texts, for slices.ts. */
export const sessionListsSlice: Slice<typeof en> = defineSlice({
  name: "sessionLists",
  contracts: SESSION_LIST_CONTRACTS,
  catalogue: { en, cy: () => import("./catalogue.cy") },
});
