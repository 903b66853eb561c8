import type { QuerySlice } from "../slice";
import { exportRoutes } from "./routes";

export const exportsSlice: QuerySlice = { routes: [exportRoutes] };
