import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const TermsPage = lazyScreen(() => import("./TermsPage"), "TermsPage");
const PrivacyPage = lazyScreen(() => import("./PrivacyPage"), "PrivacyPage");

export const legalRoutes: ReadonlyArray<AppRoute> = [
  { route: "terms", screen: <TermsPage /> },
  { route: "privacy", screen: <PrivacyPage /> },
];
