import type { Either } from "effect";
import type { NotAllowed, NotFound } from "../shared/domainError";
import { defaultExportTarget, exportScope, type ListCaller, type SessionScope } from "../sessionLists/scope";

/**
 * Whose sessions the staff home looks at (§2.6): a trainer's own, a local lead's group, an admin's
 * all; the same scope as the caller's default export, and as the reach tiles. Participants are refused.
 */
export const staffHomeScope = (caller: ListCaller): Either.Either<SessionScope, NotAllowed | NotFound> => exportScope(caller, defaultExportTarget(caller.role));
