import type { CommandSlice } from "../slice";
import { sessionMailRoutes } from "./routes";

export const sessionMailSlice: CommandSlice = { routes: [sessionMailRoutes] };
