import type { CommandSlice } from "../slice";
import { courseScheduleRoutes } from "./routes";

export const courseScheduleSlice: CommandSlice = { routes: [courseScheduleRoutes] };
