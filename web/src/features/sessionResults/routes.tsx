import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const SessionResultsPage = lazyScreen(() => import("./SessionResultsPage"), "SessionResultsPage");

export const sessionResultsRoutes: ReadonlyArray<AppRoute> = [{ route: "surveyResults", screen: <SessionResultsPage /> }];
