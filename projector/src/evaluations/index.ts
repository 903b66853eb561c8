import type { ProjectorSlice } from "../slice";
import { evaluationsProjection } from "./projection";

export const evaluationsSlice: ProjectorSlice = { projections: [evaluationsProjection] };
