import type { QuerySlice } from "../slice";
import { resultRoutes } from "./routes";

export const resultsSlice: QuerySlice = { routes: [resultRoutes] };
