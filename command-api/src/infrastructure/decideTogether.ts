import { Either } from "effect";
import type { DomainError } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { appendTogether } from "./appendTogether";
import type { CommandContext } from "./commandContext";
import { retryConcurrentWrites, type Contention } from "./concurrentWrites";
import { StreamDecisions } from "./streamDecisions";

/**
 * One decision over several streams, appended as one (see appendTogether): `decide` reads and decides
 * on a fresh StreamDecisions each attempt; a write in between on any stream it read makes it run again.
 * Answers what `decide` answered, with where the last event landed (null when nothing was recorded).
 */
export const decideTogether = <T>(
  store: EventStore,
  context: CommandContext,
  decide: (decisions: StreamDecisions) => Promise<Either.Either<T, DomainError>>,
  contention?: Contention,
): Promise<Either.Either<T & { readonly position: Position | null }, DomainError>> =>
  retryConcurrentWrites(async () => {
    const decisions = new StreamDecisions(store);
    const decided = await decide(decisions);
    if (Either.isLeft(decided)) return Either.left(decided.left);
    const position = await appendTogether(store, decisions.shares(), context);
    return Either.right({ ...decided.right, position });
  }, contention);
