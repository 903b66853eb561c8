import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const StaffHomePage = lazyScreen(() => import("./StaffHomePage"), "StaffHomePage");

export const staffHomeRoutes: ReadonlyArray<AppRoute> = [{ route: "dashboard", screen: <StaffHomePage /> }];
