import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { attendanceSliceEvents } from "./events";
import { ATTENDANCE_CONTRACTS } from "./contracts";

// A session's register (issue 29): who came to each of its dates.
// - events.ts, commands.ts, register.ts, decider.ts: one register stream per session (streams.ts);
// - checkInWindow.ts: when a date's check-in code works; responseBase.ts: who a response rate counts;
// - inputs.ts, answers.ts, contracts.ts: the register, its ticks and walk-ins, the check-in code and check-in.
export * from "./events";
export * from "./commands";
export * from "./register";
export * from "./decider";
export * from "./streams";
export * from "./checkInWindow";
export * from "./responseBase";
export * from "./inputs";
export * from "./answers";
export * from "./contracts";

/** The attendance slice: its contracts, texts and events, for slices.ts. */
export const attendanceSlice: Slice<typeof catalogue.en, typeof attendanceSliceEvents.events> = defineSlice({
  name: "attendance",
  contracts: ATTENDANCE_CONTRACTS,
  catalogue,
  ...attendanceSliceEvents,
});
