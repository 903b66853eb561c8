import type { ProjectorSlice } from "../slice";
import { resultsProjection } from "./projection";

export const resultsSlice: ProjectorSlice = { projections: [resultsProjection] };
