import { Either } from "effect";
import { foldEvents, type Decider, type DomainError, type DomainEvent } from "@wellbeing/domain";
import type { EventStore, ExpectedRevision } from "@wellbeing/platform";
import { readDomainEvents } from "./aggregateStore";
import type { StreamShare } from "./appendTogether";
import type { CommandContext } from "./commandContext";

interface Pending {
  readonly revision: ExpectedRevision;
  readonly read: ReadonlyArray<DomainEvent>;
  readonly events: DomainEvent[];
  readonly context?: CommandContext;
}

/**
 * One decision over several streams: each stream is read once, every command decided on it sees the
 * events decided before it, and `shares()` hands appendTogether each stream's new events at the
 * revision it was read at (in the order the streams were first decided on).
 */
export class StreamDecisions {
  private readonly streams = new Map<string, Pending>();
  /** The streams in the order they were first decided on (a stream only read for its state has no share). */
  private readonly decidedOrder: string[] = [];

  constructor(readonly store: EventStore) {}

  private async pending(streamId: string): Promise<Pending> {
    const known = this.streams.get(streamId);
    if (known) return known;
    const { events, revision } = await readDomainEvents(this.store, streamId);
    const fresh: Pending = { revision, read: events, events: [] };
    this.streams.set(streamId, fresh);
    return fresh;
  }

  /** The aggregate as read, with what this decision already added to it. */
  async state<C, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S, DomainError>): Promise<S> {
    const { read, events } = await this.pending(streamId);
    return foldEvents(decider, [...read, ...events] as E[]);
  }

  /** Decides the command on the stream as it stands in this decision; its events join the stream's share. */
  async decide<C, E extends DomainEvent, S>(
    streamId: string,
    decider: Decider<C, E, S, DomainError>,
    command: C,
    context?: CommandContext,
  ): Promise<Either.Either<ReadonlyArray<E>, DomainError>> {
    const state = await this.state(streamId, decider);
    const decided = decider.decide(command, state);
    if (Either.isRight(decided)) this.record(streamId, decided.right, context);
    return decided;
  }

  /** Events for a stream whose order alone matters (an index): appended at any revision, never read. */
  appendToIndex(streamId: string, events: ReadonlyArray<DomainEvent>): void {
    if (!this.streams.has(streamId)) this.streams.set(streamId, { revision: "any", read: [], events: [] });
    this.record(streamId, events);
  }

  private record(streamId: string, events: ReadonlyArray<DomainEvent>, context?: CommandContext): void {
    const pending = this.streams.get(streamId)!;
    if (!this.decidedOrder.includes(streamId)) this.decidedOrder.push(streamId);
    this.streams.set(streamId, { ...pending, events: [...pending.events, ...events], context: context ?? pending.context });
  }

  shares(): StreamShare[] {
    return this.decidedOrder.map((streamId) => {
      const { events, revision, context } = this.streams.get(streamId)!;
      return { streamId, events, expectedRevision: revision, ...(context ? { context } : {}) };
    });
  }
}
