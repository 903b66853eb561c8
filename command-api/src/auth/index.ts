import type { CommandSlice } from "../slice";
import { authRoutes } from "./routes";

export const authSlice: CommandSlice = { routes: [authRoutes] };
