import type { QuerySlice } from "../slice";
import { sessionResultsRoutes } from "./routes";

export const sessionResultsSlice: QuerySlice = { routes: [sessionResultsRoutes] };
