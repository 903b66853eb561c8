import type { RouteKey } from "@wellbeing/domain";
import type { ReactNode } from "react";

/** One route of §2.1 (its path and access come from the domain's ROUTES) and the screen it shows. */
export interface AppRoute {
  readonly route: RouteKey;
  readonly screen: ReactNode;
}
