import { Either } from "effect";
import { message } from "../i18n/translate";
import { isAdminLevel } from "../roles";
import type { TrainerFacts } from "../sessions/commands";
import { NotAllowed, type NotFound } from "../shared/domainError";
import { groupListScope, trainerListScope, type ListCaller, type SessionScope } from "../sessionLists/scope";

// Whose sessions a results page counts (§2.16, §6): decided from the caller's token, the target and
// the person the page is about, never from filters the client sends (they only narrow it).

/** The results page's targets (§2.16); any other goes to /unauthorized. */
export const RESULT_TARGETS = ["me", "trainer", "all", "myGroup", "localLeadGroup"] as const;
export type ResultTarget = (typeof RESULT_TARGETS)[number];

export const isResultTarget = (value: unknown): value is ResultTarget => RESULT_TARGETS.some((target) => target === value);

type ScopeResult = Either.Either<SessionScope, NotAllowed | NotFound>;

const refused = (): ScopeResult => Either.left(new NotAllowed({ reason: message("product.notAllowed") }));

/**
 * POST /api/users/:id/results: `me` is the caller's own sessions (id their own); `trainer` one trainer's
 * (themself, a local lead's trainer, anyone's for an admin); `myGroup` a local lead's own group;
 * `localLeadGroup` a lead's group (their own, or any for an admin); `all` everything, admins only.
 */
export const resultsScope = (caller: ListCaller, target: ResultTarget, id: string, person: TrainerFacts | null): ScopeResult => {
  if (caller.role === "participant") return refused();
  switch (target) {
    case "me":
      return id === caller.userId ? Either.right({ kind: "trainer", trainerId: caller.userId }) : refused();
    case "trainer":
      return trainerListScope(caller, person, id);
    case "myGroup":
      return caller.role === "localLead" && id === caller.userId ? Either.right({ kind: "group", leadId: caller.userId }) : refused();
    case "localLeadGroup":
      return groupListScope(caller, person, id);
    case "all":
      return isAdminLevel(caller.role) ? Either.right({ kind: "all" }) : refused();
  }
};
