import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const SurveyPage = lazyScreen(() => import("./SurveyPage"), "SurveyPage");
const ParticipantThankYouPage = lazyScreen(() => import("./ParticipantThankYouPage"), "ParticipantThankYouPage");
const TrainerThankYouPage = lazyScreen(() => import("./TrainerThankYouPage"), "TrainerThankYouPage");

export const evaluationsRoutes: ReadonlyArray<AppRoute> = [
  { route: "survey", screen: <SurveyPage /> },
  { route: "participantThankYou", screen: <ParticipantThankYouPage /> },
  { route: "trainerThankYou", screen: <TrainerThankYouPage /> },
];
