import type { QuerySlice } from "../slice";
import { liveRoutes } from "./routes";

export const liveSlice: QuerySlice = { routes: [liveRoutes] };
