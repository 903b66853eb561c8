import type { AppRoute } from "../../routing/appRoute";
import { ErrorPage } from "./ErrorPage";

export const errorsRoutes: ReadonlyArray<AppRoute> = [
  { route: "unauthorized", screen: <ErrorPage kind="unauthorized" /> },
  { route: "notFound", screen: <ErrorPage kind="notFound" /> },
  { route: "serverError", screen: <ErrorPage kind="serverError" /> },
];
