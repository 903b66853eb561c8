import type { QuerySlice } from "../slice";
import { sessionMailRoutes } from "./routes";

export const sessionMailSlice: QuerySlice = { routes: [sessionMailRoutes] };
