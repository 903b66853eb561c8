import type { ProjectorSlice } from "../slice";
import { errorReportsProjection } from "./projection";

export const errorReportsSlice: ProjectorSlice = { projections: [errorReportsProjection] };
