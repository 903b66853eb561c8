import type { QuerySlice } from "../slice";
import { resultsAccessRoutes } from "./routes";

export const resultsAccessSlice: QuerySlice = { routes: [resultsAccessRoutes] };
