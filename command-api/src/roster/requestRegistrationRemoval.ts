import { Either } from "effect";
import { NotAllowed, NotFound, normaliseEmail, type Actor, type DomainError, type RosterCommand, message } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import { participantAccount } from "./participantAccount";
import type { StoreDeps } from "./deps";
import { loadLiveSession } from "./session";
import { decideOnRoster, type RosterChange } from "./writes";

/** DELETE registration: a registered participant asks to be taken off the session, with a reason. */
export const requestRegistrationRemoval = async (
  deps: StoreDeps,
  actor: Actor,
  sessionId: string,
  reason: string,
  context: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const [account, session] = await Promise.all([participantAccount(deps.store, actor), loadLiveSession(deps.store, sessionId)]);
  if (!account) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
  if (!session) return Either.left(new NotFound({ what: "session" }));
  const email = account.email ? normaliseEmail(account.email) : "";
  const now = context.now.toISOString();
  const command: RosterCommand = {
    type: "RequestRemoval",
    sessionId,
    participantId: account.userId,
    personKey: account.userId,
    email,
    emailVerified: account.emailVerified,
    reason,
    sessionDates: session.dates,
    now,
  };
  return decideOnRoster(deps, sessionId, () => command, context);
};
