import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const AuditTrailPage = lazyScreen(() => import("./AuditTrailPage"), "AuditTrailPage");

export const auditRoutes: ReadonlyArray<AppRoute> = [{ route: "auditTrail", screen: <AuditTrailPage /> }];
