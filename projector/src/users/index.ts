import type { ProjectorSlice } from "../slice";
import { usersProjection } from "./projection";

export const usersSlice: ProjectorSlice = { projections: [usersProjection] };
