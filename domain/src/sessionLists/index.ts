import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { SESSION_LIST_CONTRACTS } from "./contracts";

export * from "./query";
export * from "./scope";
export * from "./answers";
export * from "./contracts";

/** The sessionLists slice: its contracts and texts, for slices.ts. */
export const sessionListsSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "sessionLists",
  contracts: SESSION_LIST_CONTRACTS,
  catalogue,
});
