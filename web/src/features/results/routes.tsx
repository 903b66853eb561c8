import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const ResultsPage = lazyScreen(() => import("./ResultsPage"), "ResultsPage");
const GroupResultsPage = lazyScreen(() => import("./GroupResultsPage"), "GroupResultsPage");
const ChooseCoursePage = lazyScreen(() => import("./ChooseCoursePage"), "ChooseCoursePage");

export const resultsRoutes: ReadonlyArray<AppRoute> = [
  { route: "trainerResults", screen: <ResultsPage /> },
  { route: "groupResults", screen: <GroupResultsPage /> },
  { route: "chooseCourse", screen: <ChooseCoursePage /> },
];
