import { ROUTES, guardRoute, type RouteAccess } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../ui/LoadingState";
import { loginDestination, loginFor } from "./loginDestination";
import { toVisitor, useAuthQuery } from "./queries";

/** Applies the access guard of §2.2 to one route: wait, redirect, or show the screen. */
export const RouteGuard = ({ access, children }: { readonly access: RouteAccess; readonly children: ReactNode }) => {
  const { data } = useAuthQuery();
  const { pathname, search } = useLocation();
  const decision = guardRoute(toVisitor(data), access, pathname);
  const sentToLogIn =
    decision.action === "redirect" && (decision.to === ROUTES.login.path || decision.to === ROUTES.participantLogin.path) && !data?.isAuthenticated;
  switch (decision.action) {
    case "wait":
      return <LoadingState />;
    case "redirect":
      // A logged-in person on a logged-out screen (log in, sign-up) continues as §2.5 says: to the
      // survey or registration they came for, else their home. The log in screens rely on this.
      return (
        <Navigate
          to={
            access.kind === "publicOnly" && data?.isAuthenticated
              ? loginDestination(data.role, new URLSearchParams(search))
              : sentToLogIn
                ? loginFor(decision.to, `${pathname}${search}`)
                : decision.to
          }
          replace
        />
      );
    case "render":
      return children;
  }
};
