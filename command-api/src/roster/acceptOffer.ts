import { Either } from "effect";
import { NotAllowed, NotFound, message, normaliseEmail, type AcceptOfferInput, type Actor, type DomainError } from "@wellbeing/domain";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import type { PersonTurns } from "../users/personsTurn";
import type { RosterDeps } from "./deps";
import { loadLiveSession } from "./session";
import { sendRegistrationConfirmation } from "./sendRegistrationConfirmation";
import { decideOnWaitingList } from "./waitingListDecision";
import type { RosterChange } from "./writes";

/**
 * POST waiting-list/offer/accept: the person takes the space held for them and is registered exactly as
 * §2.12 registers (with their account's address), the offer accepted in the same append; the registration
 * confirmation e-mail follows.
 */
export const acceptOffer = async (
  deps: RosterDeps & { readonly personTurns: PersonTurns },
  actor: Actor,
  sessionId: string,
  input: AcceptOfferInput,
  context: CommandContext,
  onMailFailure: (error: unknown) => void,
): Promise<Either.Either<RosterChange & { readonly confirmedEmail: string }, DomainError>> => {
  let email = "";
  const accepted = await decideOnWaitingList(
    deps,
    sessionId,
    context,
    (session, account) => {
      email = account?.email ? normaliseEmail(account.email) : "";
      if (email === "") return new NotAllowed({ reason: message("product.notAllowed") });
      return {
        type: "AcceptOffer",
        sessionId,
        offerId: input.offerId,
        participantId: actor.userId,
        personKey: actor.userId,
        email,
        emailVerified: account?.emailVerified ?? false,
        message: input.message,
        requirementId: newId(),
        session,
        now: context.now.toISOString(),
      };
    },
    actor,
  );
  if (Either.isLeft(accepted)) return Either.left(accepted.left);
  const session = await loadLiveSession(deps.store, sessionId);
  if (!session) return Either.left(new NotFound({ what: "session" }));
  await sendRegistrationConfirmation(deps, session, email, actor.userId, context).catch(onMailFailure);
  return Either.right({ ...accepted.right, confirmedEmail: email });
};
