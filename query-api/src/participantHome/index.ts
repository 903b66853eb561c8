import type { QuerySlice } from "../slice";
import { participantHomeRoutes } from "./routes";

export const participantHomeSlice: QuerySlice = { routes: [participantHomeRoutes] };
