import type { ProjectorSlice } from "../slice";
import { courseScheduleProjection } from "./projection";

export const courseScheduleSlice: ProjectorSlice = { projections: [courseScheduleProjection] };
