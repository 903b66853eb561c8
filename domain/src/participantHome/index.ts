import { defineSlice, type Slice } from "../slice";
import { en } from "./catalogue.en";
import { PARTICIPANT_HOME_CONTRACTS } from "./contracts";

export * from "./answers";
export * from "./contracts";
export * from "./journey";
export * from "./nextModule";

/** The participantHome slice: its contracts and texts, for slices.ts. */
export const participantHomeSlice: Slice<typeof en> = defineSlice({
  name: "participantHome",
  contracts: PARTICIPANT_HOME_CONTRACTS,
  catalogue: { en, cy: () => import("./catalogue.cy") },
});
