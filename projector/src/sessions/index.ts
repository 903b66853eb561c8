import type { ProjectorSlice } from "../slice";
import { sessionsProjection } from "./projection";

export const sessionsSlice: ProjectorSlice = { projections: [sessionsProjection] };
