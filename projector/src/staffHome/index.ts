import type { ProjectorSlice } from "../slice";
import { staffHomeProjection } from "./projection";

export const staffHomeSlice: ProjectorSlice = { projections: [staffHomeProjection] };
