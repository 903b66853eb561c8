import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { certificatesSliceEvents } from "./events";
import { CERTIFICATE_CONTRACTS } from "./contracts";

export * from "./events";
export * from "./streams";
export * from "./verificationCode";
export * from "./eligibility";
export * from "./readiness";
export * from "./decider";
export * from "./inputs";
export * from "./answers";
export * from "./contracts";
export * from "./words";

/** The certificates slice: its contracts, texts and events, for slices.ts. */
export const certificatesSlice: Slice<typeof catalogue.en, typeof certificatesSliceEvents.events> = defineSlice({
  name: "certificates",
  contracts: CERTIFICATE_CONTRACTS,
  catalogue,
  ...certificatesSliceEvents,
});
