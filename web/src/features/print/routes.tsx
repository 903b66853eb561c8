import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const PrintSessionPage = lazyScreen(() => import("./PrintSessionPage"), "PrintSessionPage");

export const printRoutes: ReadonlyArray<AppRoute> = [{ route: "print", screen: <PrintSessionPage /> }];
