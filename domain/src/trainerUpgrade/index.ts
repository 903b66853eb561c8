import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { trainerUpgradeSliceEvents } from "./events";
import { TRAINER_UPGRADE_CONTRACTS } from "./contracts";

export * from "./events";
export * from "./commands";
export * from "./standing";
export * from "./steps";
export * from "./decider";
export * from "./form";
export * from "./contracts";
export * from "./attendance";

/** The trainerUpgrade slice: its contracts, texts and events, for slices.ts. */
export const trainerUpgradeSlice: Slice<typeof catalogue.en, typeof trainerUpgradeSliceEvents.events> = defineSlice({
  name: "trainerUpgrade",
  contracts: TRAINER_UPGRADE_CONTRACTS,
  catalogue,
  ...trainerUpgradeSliceEvents,
});
