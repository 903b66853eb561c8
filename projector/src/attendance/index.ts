import type { ProjectorSlice } from "../slice";
import { attendanceProjection } from "./projection";

export const attendanceSlice: ProjectorSlice = { projections: [attendanceProjection] };
