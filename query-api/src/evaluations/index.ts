import type { QuerySlice } from "../slice";
import { evaluationRoutes } from "./routes";

export const evaluationsSlice: QuerySlice = { routes: [evaluationRoutes] };
