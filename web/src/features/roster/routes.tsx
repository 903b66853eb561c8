import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const RegistrationPage = lazyScreen(() => import("./RegistrationPage"), "RegistrationPage");
const ParticipantSessionDetailsPage = lazyScreen(() => import("./ParticipantSessionDetailsPage"), "ParticipantSessionDetailsPage");
const WaitingListPage = lazyScreen(() => import("./WaitingListPage"), "WaitingListPage");

export const rosterRoutes: ReadonlyArray<AppRoute> = [
  { route: "register", screen: <RegistrationPage /> },
  { route: "participantSessionDetails", screen: <ParticipantSessionDetailsPage /> },
  { route: "waitingListPlace", screen: <WaitingListPage /> },
];
