import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const ErrorReportsPage = lazyScreen(() => import("./ErrorReportsPage"), "ErrorReportsPage");

export const errorReportsRoutes: ReadonlyArray<AppRoute> = [{ route: "errorReports", screen: <ErrorReportsPage /> }];
