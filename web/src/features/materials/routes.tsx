import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const ChooseCourseMaterialsPage = lazyScreen(() => import("./ChooseCourseMaterialsPage"), "ChooseCourseMaterialsPage");
const MaterialsPage = lazyScreen(() => import("./MaterialsPage"), "MaterialsPage");

export const materialsRoutes: ReadonlyArray<AppRoute> = [
  { route: "chooseCourseMaterials", screen: <ChooseCourseMaterialsPage /> },
  { route: "participantMaterials", screen: <MaterialsPage /> },
];
