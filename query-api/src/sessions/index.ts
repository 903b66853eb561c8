import type { QuerySlice } from "../slice";
import { sessionsFigures } from "./liveFigures";
import { sessionRoutes } from "./routes";

export const sessionsSlice: QuerySlice = { routes: [sessionRoutes], liveFigures: sessionsFigures };
