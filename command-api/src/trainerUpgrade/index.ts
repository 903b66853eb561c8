import type { CommandSlice } from "../slice";
import { trainerUpgradeRoutes } from "./routes";

export const trainerUpgradeSlice: CommandSlice = { routes: [trainerUpgradeRoutes] };
