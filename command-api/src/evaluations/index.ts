import type { CommandSlice } from "../slice";
import { evaluationRoutes } from "./routes";

export const evaluationsSlice: CommandSlice = { routes: [evaluationRoutes] };
