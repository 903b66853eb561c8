import type { QuerySlice } from "../slice";
import { sessionListRoutes } from "./routes";
import { availableSessionRoutes } from "./availableRoutes";

export const sessionListsSlice: QuerySlice = { routes: [sessionListRoutes, availableSessionRoutes] };
