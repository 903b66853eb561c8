import type { ProjectorSlice } from "../slice";
import { rosterProjection } from "./projection";

export const rosterSlice: ProjectorSlice = { projections: [rosterProjection] };
