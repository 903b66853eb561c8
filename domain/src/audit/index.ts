import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { auditSliceEvents } from "./events";
import { AUDIT_CONTRACTS } from "./contracts";

export * from "./events";
export * from "./eventTypes";
export * from "./eventFields";
export * from "./query";
export * from "./answers";
export * from "./eventIndexing";
export * from "./anonymousFiling";
export * from "./cursor";
export * from "./sessionAsOf";
export * from "./contracts";

/** The audit slice: its contracts, texts and events, for slices.ts. */
export const auditSlice: Slice<typeof catalogue.en, typeof auditSliceEvents.events> = defineSlice({
  name: "audit",
  contracts: AUDIT_CONTRACTS,
  catalogue,
  ...auditSliceEvents,
});
