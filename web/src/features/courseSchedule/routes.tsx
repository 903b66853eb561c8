import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const CourseSchedulePage = lazyScreen(() => import("./CourseSchedulePage"), "CourseSchedulePage");

export const courseScheduleRoutes: ReadonlyArray<AppRoute> = [{ route: "courseSchedule", screen: <CourseSchedulePage /> }];
