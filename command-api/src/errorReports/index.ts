import type { CommandSlice } from "../slice";
import { errorReportRoutes } from "./routes";

export const errorReportsSlice: CommandSlice = { routes: [errorReportRoutes] };
