import { guardRoute, type RouteAccess } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../ui/LoadingState";
import { toVisitor, useAuthQuery } from "./useAuth";

/** Applies the access guard of §2.2 to one route: wait, redirect, or show the screen. */
export const RouteGuard = ({ access, children }: { readonly access: RouteAccess; readonly children: ReactNode }) => {
  const { data } = useAuthQuery();
  const { pathname } = useLocation();
  const decision = guardRoute(toVisitor(data), access, pathname);
  switch (decision.action) {
    case "wait":
      return <LoadingState />;
    case "redirect":
      return <Navigate to={decision.to} replace />;
    case "render":
      return children;
  }
};
