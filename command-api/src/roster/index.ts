import type { CommandSlice } from "../slice";
import { rosterRoutes } from "./routes";
import { waitingListRoutes } from "./waitingListRoutes";

export const rosterSlice: CommandSlice = { routes: [rosterRoutes, waitingListRoutes] };
