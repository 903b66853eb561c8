import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const ParticipantHomePage = lazyScreen(() => import("./ParticipantHomePage"), "ParticipantHomePage");
const MyCoursePage = lazyScreen(() => import("./MyCoursePage"), "MyCoursePage");
const CompletedSessionsPage = lazyScreen(() => import("./CompletedSessionsPage"), "CompletedSessionsPage");

export const participantHomeRoutes: ReadonlyArray<AppRoute> = [
  { route: "participantDashboard", screen: <ParticipantHomePage /> },
  { route: "participantProgress", screen: <MyCoursePage /> },
  { route: "participantSessions", screen: <CompletedSessionsPage /> },
];
