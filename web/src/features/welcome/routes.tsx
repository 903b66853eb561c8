import type { AppRoute } from "../../routing/appRoute";
import { WelcomePage } from "./WelcomePage";

// The one screen in the first load (issue 11's budget): every other screen loads on demand.
export const welcomeRoutes: ReadonlyArray<AppRoute> = [{ route: "welcome", screen: <WelcomePage /> }];
