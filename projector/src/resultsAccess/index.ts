import type { ProjectorSlice } from "../slice";
import { resultsAccessProjection } from "./projection";

export const resultsAccessSlice: ProjectorSlice = { projections: [resultsAccessProjection] };
