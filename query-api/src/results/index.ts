import type { QuerySlice } from "../slice";
import { resultsFigures } from "./liveFigures";
import { resultRoutes } from "./routes";

export const resultsSlice: QuerySlice = { routes: [resultRoutes], liveFigures: resultsFigures };
