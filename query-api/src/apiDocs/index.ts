import type { QuerySlice } from "../slice";
import { apiDocsRoutes } from "./routes";

export const apiDocsSlice: QuerySlice = { routes: [apiDocsRoutes] };
