import { Either } from "effect";
import { foldEvents, type Decider, type DomainError, type DomainEvent } from "@wellbeing/domain";
import { toDomainEvent, type EventStore, type ExpectedRevision, type Position } from "@wellbeing/platform";
import { toNewEvents, type CommandContext } from "./commandContext";
import { retryConcurrentWrites, type Contention } from "./concurrentWrites";

/** Reads a stream and decodes its events into the domain's types. */
export const readDomainEvents = async (store: EventStore, streamId: string): Promise<{ events: DomainEvent[]; revision: ExpectedRevision }> => {
  const recorded = await store.readStream(streamId);
  const last = recorded.at(-1);
  return { events: recorded.map(toDomainEvent), revision: last ? last.revision : "no_stream" };
};

/** An aggregate's current state, folded from its stream. */
export const loadState = async <C, E extends DomainEvent, S>(store: EventStore, streamId: string, decider: Decider<C, E, S, DomainError>): Promise<S> => {
  const { events } = await readDomainEvents(store, streamId);
  return foldEvents(decider, events as E[]);
};

export interface Decided<E> {
  readonly events: ReadonlyArray<E>;
  /** Where the last new event landed (the consistency token); null when nothing was recorded. */
  readonly position: Position | null;
  /** The whole stream as it stands after this decision (what was read, then the new events): fold it instead of reading the stream again. */
  readonly stream: ReadonlyArray<DomainEvent>;
}

/**
 * The command loop of ARCHITECTURE.md: load the stream, decide, append at the expected revision;
 * on a concurrent write, re-read and re-decide (retryConcurrentWrites), then answer a conflict.
 */
export const decideAndAppend = async <C, E extends DomainEvent, S>(options: {
  store: EventStore;
  streamId: string;
  decider: Decider<C, E, S, DomainError>;
  /** The command, or how to build it from the stream's events as read for this attempt (facts kept on the same stream stay fresh across retries). */
  command: C | ((history: ReadonlyArray<DomainEvent>) => C);
  context: CommandContext;
  /** For streams many people write at once (a session's registrations): more tries, spread out. */
  contention?: Contention;
}): Promise<Either.Either<Decided<E>, DomainError>> => {
  const { store, streamId, decider, command, context, contention } = options;
  return retryConcurrentWrites(async (): Promise<Either.Either<Decided<E>, DomainError>> => {
    const { events: history, revision } = await readDomainEvents(store, streamId);
    const decision = decider.decide(
      typeof command === "function" ? (command as (history: ReadonlyArray<DomainEvent>) => C)(history) : command,
      foldEvents(decider, history as E[]),
    );
    if (Either.isLeft(decision)) return Either.left(decision.left);
    if (decision.right.length === 0) return Either.right({ events: [], position: null, stream: history });
    const result = await store.append(streamId, toNewEvents(decision.right, context), { expectedRevision: revision });
    return Either.right({ events: decision.right, position: result.position, stream: [...history, ...decision.right] });
  }, contention);
};
