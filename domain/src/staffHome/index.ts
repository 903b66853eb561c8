import { defineSlice, type Slice } from "../slice";
import { en } from "./catalogue.en";
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
export const staffHomeSlice: Slice<typeof en> = defineSlice({
  name: "staffHome",
  contracts: STAFF_HOME_CONTRACTS,
  catalogue: { en, cy: () => import("./catalogue.cy") },
});
