import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { PARTICIPANT_HOME_CONTRACTS } from "./contracts";

export * from "./answers";
export * from "./contracts";
export * from "./journey";
export * from "./nextModule";

/** The participantHome slice: its contracts and texts, for slices.ts. */
export const participantHomeSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "participantHome",
  contracts: PARTICIPANT_HOME_CONTRACTS,
  catalogue,
});
