import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";

export * from "./domainError";
export * from "./decider";
export * from "./events";
export * from "./fieldErrors";
export * from "./fields";
export * from "./text";
export * from "./answers";

/** The shared slice: its contracts and texts, for slices.ts. */
export const sharedSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "shared",
  contracts: [],
  catalogue,
});
