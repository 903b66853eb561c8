import type { QuerySlice } from "../slice";
import { materialRoutes } from "./routes";

export const materialsSlice: QuerySlice = { routes: [materialRoutes] };
