import { Either } from "effect";
import { sessionDecider, sessionStream, type Actor, type DeleteSession, type DomainError } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { sessionToManage } from "./sessionToManage";

/**
 * Deletes a session (§4): refused while it has evaluation responses. Its short id stays claimed
 * on its index stream, so no later session can take a link that was once handed out.
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
  const deleted = await decideAndAppend({ store, streamId: sessionStream(sessionId), decider: sessionDecider, command, context });
  return Either.map(deleted, ({ position }) => ({ position }));
};
