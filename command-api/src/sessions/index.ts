import type { CommandSlice } from "../slice";
import { sessionRoutes } from "./routes";

export const sessionsSlice: CommandSlice = { routes: [sessionRoutes] };
