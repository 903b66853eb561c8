import { useRouteError } from "react-router-dom";
import { CrashScreen } from "./CrashScreen";

/** The router catches a crash inside a screen before the top-level boundary does; show the same thing. */
export const RouteCrash = () => <CrashScreen error={useRouteError()} />;
