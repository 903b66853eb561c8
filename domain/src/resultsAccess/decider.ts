import { Either } from "effect";
import type { AccountDeleted } from "../users/events";
import { message } from "../i18n/translate";
import { isStaffRole, type Role } from "../roles";
import type { Decider } from "../shared/decider";
import { NotAllowed, NotFound, type DomainError } from "../shared/domainError";
import type { UserRegistered } from "../users/events";
import type { RecordResultsAccessConsent } from "./commands";
import type { ResultsAccessEvent } from "./events";
import { resultsAccessConsentOf } from "./rules";

/** What the consent decision needs of a user stream: whether the account lives, its roles, the consent it recorded. */
type ResultsAccessState =
  | { readonly status: "none" }
  | { readonly status: "deleted" }
  | { readonly status: "active"; readonly userId: string; readonly roles: ReadonlyArray<Role>; readonly consent: boolean | null };

/** The user stream's events this decision reads (any other event on the stream leaves its state as it is). */
type ResultsAccessStreamEvent = typeof UserRegistered.Type | typeof AccountDeleted.Type | ResultsAccessEvent;

/**
 * The results-access consent, decided on the person's own user stream (so it is one revision with their
 * account): only a staff account records it, and recording the consent as it stands records nothing.
 */
export const resultsAccessDecider: Decider<RecordResultsAccessConsent, ResultsAccessStreamEvent, ResultsAccessState, DomainError> = {
  initialState: { status: "none" },
  evolve: (state, event) => {
    switch (event.type) {
      case "UserRegistered":
        return { status: "active", userId: event.data.userId, roles: event.data.roles, consent: null };
      case "AccountDeleted":
        return { status: "deleted" };
      case "ResultsAccessConsentRecorded":
        return state.status === "active" ? { ...state, consent: event.data.consent } : state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    if (state.status !== "active") return Either.left(new NotFound({ what: "user" }));
    if (!isStaffRole(command.role) || !state.roles.includes(command.role)) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
    if (resultsAccessConsentOf(state.consent) === command.consent) return Either.right([]);
    return Either.right([{ type: "ResultsAccessConsentRecorded", data: { userId: state.userId, consent: command.consent, recordedAt: command.now } }]);
  },
};
