import type { CommandSlice } from "../slice";
import { attendanceRoutes } from "./routes";

export const attendanceSlice: CommandSlice = { routes: [attendanceRoutes] };
