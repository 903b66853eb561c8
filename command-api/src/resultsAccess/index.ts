import type { CommandSlice } from "../slice";
import { resultsAccessRoutes } from "./routes";

export const resultsAccessSlice: CommandSlice = { routes: [resultsAccessRoutes] };
