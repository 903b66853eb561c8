import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { courseScheduleSliceEvents } from "./events";
import { COURSE_SCHEDULE_CONTRACTS } from "./contracts";

export * from "./events";
export * from "./commands";
export * from "./decider";
export * from "./form";
export * from "./streams";
export * from "./contracts";

/** The courseSchedule slice: its contracts, texts and events, for slices.ts. */
export const courseScheduleSlice: Slice<typeof catalogue.en, typeof courseScheduleSliceEvents.events> = defineSlice({
  name: "courseSchedule",
  contracts: COURSE_SCHEDULE_CONTRACTS,
  catalogue,
  ...courseScheduleSliceEvents,
});
