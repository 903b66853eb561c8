import type { Role } from "../roles";
import { ROUTES, homeOf, loginPathFor, type RouteAccess } from "./routes";

/** What the access guard knows of the visitor (§2.2). */
export type Visitor =
  | { readonly status: "loading" }
  | { readonly status: "anonymous" }
  | {
      readonly status: "authenticated";
      /** The chosen account; null while a multi-account person has not picked one. */
      readonly role: Role | null;
      readonly pendingStep?: string | null;
    };

export type GuardDecision =
  | { readonly action: "wait" }
  | { readonly action: "render" }
  | { readonly action: "redirect"; readonly to: string };

/** The access guard of §2.2, in its order of checks. */
export const guardRoute = (visitor: Visitor, access: RouteAccess, path: string): GuardDecision => {
  if (visitor.status === "loading") return { action: "wait" };
  if (visitor.status === "anonymous") {
    return access.kind === "private" ? { action: "redirect", to: loginPathFor(access) } : { action: "render" };
  }
  if (visitor.role === null) {
    return path === ROUTES.decideRole.path ? { action: "render" } : { action: "redirect", to: ROUTES.decideRole.path };
  }
  if (visitor.pendingStep === "watchTttVideo" && path !== ROUTES.trainerAdvice.path && access.kind === "private") {
    return { action: "redirect", to: ROUTES.trainerAdvice.path };
  }
  if (access.kind === "publicOnly") return { action: "redirect", to: homeOf(visitor.role) };
  if (access.kind === "private" && access.roles !== "any" && !access.roles.includes(visitor.role)) {
    return { action: "redirect", to: ROUTES.unauthorized.path };
  }
  return { action: "render" };
};
