import type { QuerySlice } from "../slice";
import { courseScheduleRoutes } from "./routes";

export const courseScheduleSlice: QuerySlice = { routes: [courseScheduleRoutes] };
