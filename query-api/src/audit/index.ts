import type { QuerySlice } from "../slice";
import { auditRoutes } from "./routes";

export const auditSlice: QuerySlice = { routes: [auditRoutes] };
