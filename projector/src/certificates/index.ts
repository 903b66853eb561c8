import type { ProjectorSlice } from "../slice";
import { certificatesProjection } from "./projection";

export const certificatesSlice: ProjectorSlice = { projections: [certificatesProjection] };
