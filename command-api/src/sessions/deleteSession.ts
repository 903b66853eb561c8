import { Either } from "effect";
import { manageableSession, sessionDecider, sessionStream, type Actor, type DeleteSession, type DomainError } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { refusalOfActor, trainerFacts } from "./sessionActors";

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
  const refusal = await refusalOfActor(store, actor);
  if (refusal) return Either.left(refusal);
  const current = await loadState(store, sessionStream(sessionId), sessionDecider);
  const currentTrainers = current.status === "scheduled" ? await trainerFacts(store, current.trainerIds) : [];
  const session = manageableSession(current, actor, currentTrainers);
  if (Either.isLeft(session)) return Either.left(session.left);

  const command: DeleteSession = { type: "DeleteSession", sessionId, actor, trainers: currentTrainers, now: context.now.toISOString() };
  const deleted = await decideAndAppend({ store, streamId: sessionStream(sessionId), decider: sessionDecider, command, context });
  return Either.map(deleted, ({ position }) => ({ position }));
};
