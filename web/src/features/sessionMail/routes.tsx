import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const SessionCreatedPage = lazyScreen(() => import("./SessionCreatedPage"), "SessionCreatedPage");

export const sessionMailRoutes: ReadonlyArray<AppRoute> = [{ route: "sessionCreated", screen: <SessionCreatedPage /> }];
