import type { QuerySlice } from "../slice";
import { rosterRoutes } from "./routes";

export const rosterSlice: QuerySlice = { routes: [rosterRoutes] };
