import type { QuerySlice } from "../slice";
import { staffHomeRoutes } from "./routes";
import { reachRoutes } from "./reachRoutes";
import { staffHomeFigures } from "./liveFigures";

export const staffHomeSlice: QuerySlice = { routes: [staffHomeRoutes, reachRoutes], liveFigures: staffHomeFigures };
