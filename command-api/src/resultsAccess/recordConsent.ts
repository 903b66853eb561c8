import { Either } from "effect";
import { resultsAccessDecider, userStream, type DomainError, type Role } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";

/** Records whether a staff member lets their local lead and admins see their results (nothing when it already stands so). */
export const recordResultsAccessConsent = async (
  deps: { store: EventStore },
  caller: { readonly userId: string; readonly role: Role },
  consent: boolean,
  context: CommandContext,
): Promise<Either.Either<Position | null, DomainError>> => {
  const recorded = await decideAndAppend({
    store: deps.store,
    streamId: userStream(caller.userId),
    decider: resultsAccessDecider,
    command: { type: "RecordResultsAccessConsent", role: caller.role, consent, now: context.now.toISOString() },
    context,
  });
  return Either.map(recorded, ({ position }) => position);
};
