import type { QuerySlice } from "../slice";
import { trainerUpgradeRoutes } from "./routes";

export const trainerUpgradeSlice: QuerySlice = { routes: [trainerUpgradeRoutes] };
