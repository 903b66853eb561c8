import type { ProjectorSlice } from "../slice";
import { eventIndexProjection } from "./projection";

export const auditSlice: ProjectorSlice = { projections: [eventIndexProjection] };
