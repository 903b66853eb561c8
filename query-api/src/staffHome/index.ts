import type { QuerySlice } from "../slice";
import { staffHomeRoutes } from "./routes";
import { reachRoutes } from "./reachRoutes";

export const staffHomeSlice: QuerySlice = { routes: [staffHomeRoutes, reachRoutes] };
