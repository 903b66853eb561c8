import { Either } from "effect";
import { sessionDecider, sessionGateDecider, sessionGateStreams, sessionStream, type Actor, type DeleteSession, type DomainError } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import { decideTogether } from "../infrastructure/decideTogether";
import { sessionToManage } from "./sessionToManage";

/**
 * Deletes a session (§4): refused while it has evaluation responses, counted on its own stream (before
 * issue 30) and on its gates. The deletion closes every gate in the same append, each at the revision
 * it read, so a submission counting on a gate meanwhile makes it decide again (and be refused). Its
 * short id stays claimed on its index stream, so no later session can take a link once handed out.
 */
export const deleteSession = async (
  store: EventStore,
  actor: Actor,
  sessionId: string,
  context: CommandContext,
): Promise<Either.Either<{ position: Position | null }, DomainError>> => {
  const managed = await sessionToManage(store, actor, sessionId);
  if (Either.isLeft(managed)) return Either.left(managed.left);

  const command: DeleteSession = { type: "DeleteSession", sessionId, actor, trainers: managed.right.currentTrainers, now: context.now.toISOString() };
  const deleted = await decideTogether(store, context, async (decisions): Promise<Either.Either<object, DomainError>> => {
    const decided = await decisions.decide(sessionStream(sessionId), sessionDecider, command);
    if (Either.isLeft(decided)) return Either.left(decided.left);
    const gates = await Promise.all(
      sessionGateStreams(sessionId).map((gate) => decisions.decide(gate, sessionGateDecider, { type: "CloseSessionGate", sessionId })),
    );
    const refused = gates.find(Either.isLeft);
    return refused ? Either.left(refused.left) : Either.right({});
  });
  return Either.map(deleted, ({ position }) => ({ position }));
};
