import type { CommandSlice } from "../slice";
import { rosterRoutes } from "./routes";

export const rosterSlice: CommandSlice = { routes: [rosterRoutes] };
