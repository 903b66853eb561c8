import { ROUTES } from "@wellbeing/domain";
import { Suspense } from "react";
import { useRouteError, type RouteObject } from "react-router-dom";
import { attendanceRoutes } from "../features/attendance/routes";
import { auditRoutes } from "../features/audit/routes";
import { authRoutes } from "../features/auth/routes";
import { RouteGuard } from "../features/auth/RouteGuard";
import { certificatesRoutes } from "../features/certificates/routes";
import { courseScheduleRoutes } from "../features/courseSchedule/routes";
import { errorReportsRoutes } from "../features/errorReports/routes";
import { ErrorPage } from "../features/errors/ErrorPage";
import { errorsRoutes } from "../features/errors/routes";
import { evaluationsRoutes } from "../features/evaluations/routes";
import { legalRoutes } from "../features/legal/routes";
import { materialsRoutes } from "../features/materials/routes";
import { participantHomeRoutes } from "../features/participantHome/routes";
import { printRoutes } from "../features/print/routes";
import { resultsRoutes } from "../features/results/routes";
import { rosterRoutes } from "../features/roster/routes";
import { sessionListsRoutes } from "../features/sessionLists/routes";
import { sessionMailRoutes } from "../features/sessionMail/routes";
import { sessionResultsRoutes } from "../features/sessionResults/routes";
import { sessionsRoutes } from "../features/sessions/routes";
import { staffHomeRoutes } from "../features/staffHome/routes";
import { trainerUpgradeRoutes } from "../features/trainerUpgrade/routes";
import { usersRoutes } from "../features/users/routes";
import { welcomeRoutes } from "../features/welcome/routes";
import type { AppRoute } from "../routing/appRoute";
import { LoadingState } from "../ui/LoadingState";
import { AppLayout } from "./AppLayout";
import { ScreenCrashBoundary } from "./ScreenCrashBoundary";
import { MarkTakenOver } from "./MarkTakenOver";

// The route table of §2.1: each slice's routes, every one behind the access guard of §2.2.
// A new capability adds its `routes.tsx` and one line here.
export const appRoutes: ReadonlyArray<AppRoute> = [
  ...welcomeRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...participantHomeRoutes,
  ...staffHomeRoutes,
  ...sessionsRoutes,
  ...sessionMailRoutes,
  ...sessionListsRoutes,
  ...courseScheduleRoutes,
  ...rosterRoutes,
  ...attendanceRoutes,
  ...printRoutes,
  ...materialsRoutes,
  ...evaluationsRoutes,
  ...sessionResultsRoutes,
  ...resultsRoutes,
  ...certificatesRoutes,
  ...trainerUpgradeRoutes,
  ...auditRoutes,
  ...errorReportsRoutes,
  ...legalRoutes,
  ...errorsRoutes,
];

const guardedRoutes: RouteObject[] = appRoutes.map(({ route, screen }) => ({
  path: ROUTES[route].path,
  element: (
    <RouteGuard access={ROUTES[route].access}>
      <Suspense fallback={<LoadingState />}>
        {screen}
        <MarkTakenOver />
      </Suspense>
    </RouteGuard>
  ),
}));

/** A crash of the frame itself goes on to the app's top-level boundary (App.tsx), as if no router caught it. */
const FrameCrash = () => {
  throw useRouteError();
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <FrameCrash />,
    children: [
      {
        // A crashed screen (or one whose code failed to load) shows inside the frame, menu still usable.
        element: <ScreenCrashBoundary />,
        children: [...guardedRoutes, { path: "*", element: <ErrorPage kind="notFound" /> }],
      },
    ],
  },
];
