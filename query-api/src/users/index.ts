import type { QuerySlice } from "../slice";
import { accountRoutes } from "./accountRoutes";
import { staffRoutes } from "./staffRoutes";
import { trainerRoutes } from "./trainerRoutes";

export const usersSlice: QuerySlice = { routes: [accountRoutes, staffRoutes, trainerRoutes] };
