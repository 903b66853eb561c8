import type { QuerySlice } from "../slice";
import { attendanceRoutes } from "./routes";

export const attendanceSlice: QuerySlice = { routes: [attendanceRoutes] };
