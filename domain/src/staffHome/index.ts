import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { STAFF_HOME_CONTRACTS } from "./contracts";

export * from "./answers";
export * from "./contracts";
export * from "./reach";
export * from "./calendarDays";
export * from "./rules";
export * from "./toDo";
export * from "./responsesOverTime";
export * from "./scope";

/** The staffHome slice: its contracts and texts, for slices.ts. */
export const staffHomeSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "staffHome",
  contracts: STAFF_HOME_CONTRACTS,
  catalogue,
});
