import type { QuerySlice } from "../slice";
import { sessionRoutes } from "./routes";

export const sessionsSlice: QuerySlice = { routes: [sessionRoutes] };
