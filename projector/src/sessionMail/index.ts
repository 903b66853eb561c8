import type { ProjectorSlice } from "../slice";
import { sessionMailProjection } from "./projection";

export const sessionMailSlice: ProjectorSlice = { projections: [sessionMailProjection] };
