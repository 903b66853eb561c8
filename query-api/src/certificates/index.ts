import type { QuerySlice } from "../slice";
import { certificateRoutes } from "./routes";

export const certificatesSlice: QuerySlice = { routes: [certificateRoutes] };
