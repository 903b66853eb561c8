import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const TrainerSignUpPage = lazyScreen(() => import("./TrainerSignUpPage"), "TrainerSignUpPage");
const HowItWorksPage = lazyScreen(() => import("./HowItWorksPage"), "HowItWorksPage");
const TrainerAdvicePage = lazyScreen(() => import("./TrainerAdvicePage"), "TrainerAdvicePage");

export const trainerUpgradeRoutes: ReadonlyArray<AppRoute> = [
  { route: "tttSignUp", screen: <TrainerSignUpPage /> },
  { route: "howItWorks", screen: <HowItWorksPage /> },
  { route: "trainerAdvice", screen: <TrainerAdvicePage /> },
];
