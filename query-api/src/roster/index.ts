import type { QuerySlice } from "../slice";
import { rosterRoutes } from "./routes";
import { waitingListRoutes } from "./waitingListRoutes";

export const rosterSlice: QuerySlice = { routes: [rosterRoutes, waitingListRoutes] };
