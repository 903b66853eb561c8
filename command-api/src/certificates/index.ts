import type { CommandSlice } from "../slice";
import { certificateRoutes } from "./routes";

export const certificatesSlice: CommandSlice = { routes: [certificateRoutes] };
