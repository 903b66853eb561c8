import type { Role } from "../roles";
import { ROUTES, homeOf, loginPathFor, type RouteAccess } from "./routes";
import type { TttUpgradeStepName } from "../auth/tttUpgradeStep";
import { forcedStepPath } from "../trainerUpgrade/steps";

/** What the access guard knows of the visitor (§2.2). */
export type Visitor =
  | { readonly status: "loading" }
  | { readonly status: "anonymous" }
  | {
      readonly status: "authenticated";
      /** The chosen account; null while a multi-account person has not picked one. */
      readonly role: Role | null;
      /** The train-the-trainer step the person has still to take (§3 `nextUpgradeToTttStep`). */
      readonly pendingStep?: TttUpgradeStepName | null;
    };

type GuardDecision = { readonly action: "wait" } | { readonly action: "render" } | { readonly action: "redirect"; readonly to: string };

/** The access guard of §2.2, in its order of checks. */
export const guardRoute = (visitor: Visitor, access: RouteAccess, path: string): GuardDecision => {
  if (visitor.status === "loading") return { action: "wait" };
  if (visitor.status === "anonymous") {
    return access.kind === "private" ? { action: "redirect", to: loginPathFor(access) } : { action: "render" };
  }
  if (visitor.role === null) {
    return path === ROUTES.decideRole.path ? { action: "render" } : { action: "redirect", to: ROUTES.decideRole.path };
  }
  // §2.2: the new trainer's pending step keeps them on its screens (watchTttVideo: Trainer Advice).
  const forcedTo = access.kind === "private" ? forcedStepPath(visitor.pendingStep, visitor.role, path) : null;
  if (forcedTo !== null) return { action: "redirect", to: forcedTo };
  if (access.kind === "publicOnly") return { action: "redirect", to: homeOf(visitor.role) };
  if (access.kind === "private" && access.roles !== "any" && !access.roles.includes(visitor.role)) {
    return { action: "redirect", to: ROUTES.unauthorized.path };
  }
  return { action: "render" };
};
