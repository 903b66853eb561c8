import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const SessionListPage = lazyScreen(() => import("./SessionListPage"), "SessionListPage");
const AvailableSessionsPage = lazyScreen(() => import("./AvailableSessionsPage"), "AvailableSessionsPage");

export const sessionListsRoutes: ReadonlyArray<AppRoute> = [
  { route: "mySessions", screen: <SessionListPage kind="mine" /> },
  { route: "allSessions", screen: <SessionListPage kind="all" /> },
  { route: "groupSessions", screen: <SessionListPage kind="group" /> },
  { route: "trainerSessions", screen: <SessionListPage kind="trainer" /> },
  { route: "availableSessions", screen: <AvailableSessionsPage /> },
];
