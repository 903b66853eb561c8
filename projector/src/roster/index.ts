import type { ProjectorSlice } from "../slice";
import { rosterProjection } from "./projection";
import { waitingListProjection } from "./waitingListProjection";

export const rosterSlice: ProjectorSlice = { projections: [rosterProjection, waitingListProjection] };
