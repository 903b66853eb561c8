import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const CheckInPage = lazyScreen(() => import("./CheckInPage"), "CheckInPage");

export const attendanceRoutes: ReadonlyArray<AppRoute> = [{ route: "checkIn", screen: <CheckInPage /> }];
