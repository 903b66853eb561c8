import { Either } from "effect";
import { userDecider, userStream, type DomainError, type Language } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";

/** Records the language a person wants everything sent to them in (nothing when it is already theirs). */
export const chooseCorrespondenceLanguage = async (
  deps: { store: EventStore },
  userId: string,
  language: Language,
  context: CommandContext,
): Promise<Either.Either<Position | null, DomainError>> => {
  const chosen = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: userDecider,
    command: { type: "ChooseCorrespondenceLanguage", language, now: context.now.toISOString() },
    context,
  });
  return Either.map(chosen, ({ position }) => position);
};
