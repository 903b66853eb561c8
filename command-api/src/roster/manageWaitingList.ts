import { Either } from "effect";
import type { Actor, DomainError } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import { sessionToManage } from "../sessions/sessionToManage";
import type { PersonTurns } from "../users/personsTurn";
import type { StoreDeps } from "./deps";
import { decideOnWaitingList } from "./waitingListDecision";
import type { RosterChange } from "./writes";

type Deps = StoreDeps & { readonly personTurns: PersonTurns };

/** Staff act on a session's waiting list only where they may manage the session (§6). */
const asManager = async (
  deps: Deps,
  actor: Actor,
  sessionId: string,
  decide: () => Promise<Either.Either<RosterChange, DomainError>>,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const managed = await sessionToManage(deps.store, actor, sessionId);
  return Either.isLeft(managed) ? Either.left(managed.left) : decide();
};

/** POST waiting-list/:participantId/offer: a free space offered by hand to a person on the list. */
export const offerSpaceByHand = (deps: Deps, actor: Actor, sessionId: string, participantId: string, context: CommandContext) =>
  asManager(deps, actor, sessionId, () =>
    decideOnWaitingList(deps, sessionId, context, (session) => ({
      type: "OfferSpace",
      sessionId,
      participantId,
      actorId: actor.userId,
      session,
      now: context.now.toISOString(),
    })),
  );

/** DELETE waiting-list/:participantId: a person taken off the list (an offer held for them passes on). */
export const removeFromWaitingList = (deps: Deps, actor: Actor, sessionId: string, participantId: string, context: CommandContext) =>
  asManager(deps, actor, sessionId, () =>
    decideOnWaitingList(deps, sessionId, context, (session) => ({
      type: "RemoveFromWaitingList",
      sessionId,
      participantId,
      actorId: actor.userId,
      session,
      now: context.now.toISOString(),
    })),
  );
