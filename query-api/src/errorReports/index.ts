import type { QuerySlice } from "../slice";
import { errorReportRoutes } from "./routes";

export const errorReportsSlice: QuerySlice = { routes: [errorReportRoutes] };
