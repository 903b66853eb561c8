import type { QuerySlice } from "../slice";
import { authRoutes } from "./routes";

export const authSlice: QuerySlice = { routes: [authRoutes] };
