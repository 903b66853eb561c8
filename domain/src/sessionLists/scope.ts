import { Either } from "effect";
import { isAdminLevel, type Role } from "../roles";
import { NotAllowed, NotFound } from "../shared/domainError";
import type { TrainerFacts } from "../sessions/commands";
import type { ExportTarget } from "./query";
import { message } from "../i18n/translate";

// Whose sessions a list shows (§2.3, §2.7, §6): decided from the caller's token and the facts of
// the person the list is about, never from anything else the request says.

/** The sessions a list may contain, before any filter narrows it. */
export type SessionScope =
  | { readonly kind: "all" }
  /** Sessions this person trains. */
  | { readonly kind: "trainer"; readonly trainerId: string }
  /** Sessions trained by this local lead or anyone in their group. */
  | { readonly kind: "group"; readonly leadId: string };

export interface ListCaller {
  readonly userId: string;
  readonly role: Role;
}

type ScopeResult = Either.Either<SessionScope, NotAllowed | NotFound>;

const refused = (): ScopeResult => Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
const own = (caller: ListCaller): ScopeResult => Either.right({ kind: "trainer", trainerId: caller.userId });
const delivers = (person: TrainerFacts) => person.roles.includes("trainer") || person.roles.includes("localLead");

/** GET /api/users/sessions: an admin's list holds every session; a trainer's or local lead's only those they train. */
export const ownListScope = (caller: ListCaller): ScopeResult => {
  if (isAdminLevel(caller.role)) return Either.right({ kind: "all" });
  if (caller.role === "trainer" || caller.role === "localLead") return own(caller);
  return refused();
};

/** GET /api/users/sessions/:id: a local lead's group sessions, for that lead or an admin. */
export const groupListScope = (caller: ListCaller, lead: TrainerFacts | null, leadId: string): ScopeResult => {
  if (caller.role === "localLead") return leadId === caller.userId ? Either.right({ kind: "group", leadId }) : refused();
  if (!isAdminLevel(caller.role)) return refused();
  if (!lead || !lead.roles.includes("localLead")) return Either.left(new NotFound({ what: "local lead" }));
  return Either.right({ kind: "group", leadId: lead.userId });
};

/** GET /api/users/trainer-sessions/:id: one trainer's sessions, for an admin, the trainer's local lead or the trainer. */
export const trainerListScope = (caller: ListCaller, trainer: TrainerFacts | null, trainerId: string): ScopeResult => {
  const mayAsk = isAdminLevel(caller.role) || caller.role === "localLead" || caller.role === "trainer";
  if (!mayAsk) return refused();
  if (trainerId === caller.userId) return own(caller);
  if (caller.role === "trainer") return refused();
  if (!trainer || !delivers(trainer)) return isAdminLevel(caller.role) ? Either.left(new NotFound({ what: "trainer" })) : refused();
  if (caller.role === "localLead" && trainer.localLeadId !== caller.userId) return refused();
  return Either.right({ kind: "trainer", trainerId: trainer.userId });
};

/** Which export target a role exports when it names none: everything, the group, or one's own. */
export const defaultExportTarget = (role: Role): ExportTarget => {
  if (isAdminLevel(role)) return "all";
  return role === "localLead" ? "myGroup" : "me";
};

/** GET /api/export-csv/sessions: admins export all (or their own), local leads their group (or their own), trainers their own. */
export const exportScope = (caller: ListCaller, target: ExportTarget): ScopeResult => {
  if (caller.role === "participant") return refused();
  switch (target) {
    case "me":
      return own(caller);
    case "myGroup":
      return caller.role === "localLead" ? Either.right({ kind: "group", leadId: caller.userId }) : refused();
    case "all":
      return isAdminLevel(caller.role) ? Either.right({ kind: "all" }) : refused();
  }
};

/** The available-sessions page (public): a local lead's group with `group=true`, else one trainer's sessions. */
export const availableSessionsScope = (person: TrainerFacts | null, group: boolean): Either.Either<SessionScope, NotFound> => {
  if (group) {
    return person?.roles.includes("localLead") ? Either.right({ kind: "group", leadId: person.userId }) : Either.left(new NotFound({ what: "local lead" }));
  }
  return person && delivers(person) ? Either.right({ kind: "trainer", trainerId: person.userId }) : Either.left(new NotFound({ what: "trainer" }));
};
