import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const CreateSessionPage = lazyScreen(() => import("./CreateSessionPage"), "CreateSessionPage");
const SessionDetailsPage = lazyScreen(() => import("./SessionDetailsPage"), "SessionDetailsPage");
const EditSessionPage = lazyScreen(() => import("./EditSessionPage"), "EditSessionPage");

export const sessionsRoutes: ReadonlyArray<AppRoute> = [
  { route: "createSession", screen: <CreateSessionPage /> },
  { route: "sessionDetails", screen: <SessionDetailsPage /> },
  { route: "sessionEdit", screen: <EditSessionPage /> },
];
