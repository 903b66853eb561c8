import { Either } from "effect";
import { foldEvents, type Decider, type DomainError, type DomainEvent } from "@wellbeing/domain";
import type { EventStore, ExpectedRevision } from "@wellbeing/platform";
import { readDomainEvents } from "./aggregateStore";
import type { StreamShare } from "./appendTogether";
import type { CommandContext } from "./commandContext";

interface Read {
  readonly revision: ExpectedRevision;
  readonly read: ReadonlyArray<DomainEvent>;
}

/** An event decided here, with the metadata it is to carry (none: the command's). */
interface Decided {
  readonly event: DomainEvent;
  readonly context: CommandContext | undefined;
}

/**
 * One decision over several streams: each stream is read once, every command decided on it sees the
 * events decided before it, and `shares()` hands appendTogether each stream's new events at the
 * revision it was read at (in the order the streams were first decided on). A fork decides on top of
 * it with the streams as read, under its own command's metadata, and counts only once absorbed: so
 * several commands can be decided in one append, a refused one leaving nothing behind.
 */
export class StreamDecisions {
  private readonly reads: Map<string, Read>;
  /** Reads under way, so forks deciding at once read a stream once. */
  private readonly reading: Map<string, Promise<Read>>;
  private decided: ReadonlyMap<string, ReadonlyArray<Decided>>;
  /** The streams in the order they were first decided on (a stream only read for its state has no share). */
  private decidedOrder: ReadonlyArray<string>;
  /** The metadata of the command a fork decides for (none: the command's, given at the append). */
  private readonly acting: CommandContext | undefined;

  constructor(
    readonly store: EventStore,
    from?: {
      readonly reads: Map<string, Read>;
      readonly reading: Map<string, Promise<Read>>;
      readonly decided: ReadonlyMap<string, ReadonlyArray<Decided>>;
      readonly decidedOrder: ReadonlyArray<string>;
    },
    acting?: CommandContext,
  ) {
    this.reads = from?.reads ?? new Map();
    this.reading = from?.reading ?? new Map();
    this.decided = from?.decided ?? new Map();
    this.decidedOrder = from?.decidedOrder ?? [];
    this.acting = acting;
  }

  private readOnce(streamId: string): Promise<Read> {
    const known = this.reads.get(streamId);
    if (known) return Promise.resolve(known);
    const under = this.reading.get(streamId);
    if (under) return under;
    const read = readDomainEvents(this.store, streamId).then(({ events, revision }) => {
      const fresh: Read = { revision, read: events };
      this.reads.set(streamId, fresh);
      return fresh;
    });
    this.reading.set(streamId, read);
    return read;
  }

  /** The aggregate as read, with what this decision already added to it. */
  async state<C, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S, DomainError>): Promise<S> {
    const { read } = await this.readOnce(streamId);
    const added = (this.decided.get(streamId) ?? []).map(({ event }) => event);
    return foldEvents(decider, [...read, ...added] as E[]);
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

  /**
   * Decides the command on `state`: the stream's state in this decision (see state) with facts read here
   * from other streams on top; its events join the stream's share, at the revision the stream was read at.
   */
  async decideOn<C, E extends DomainEvent, S>(
    streamId: string,
    decider: Decider<C, E, S, DomainError>,
    command: C,
    state: S,
  ): Promise<Either.Either<ReadonlyArray<E>, DomainError>> {
    await this.readOnce(streamId);
    const decided = decider.decide(command, state);
    if (Either.isRight(decided)) this.record(streamId, decided.right);
    return decided;
  }

  /** Events for a stream whose order alone matters (an index): appended at any revision, never read. */
  appendToIndex(streamId: string, events: ReadonlyArray<DomainEvent>): void {
    if (!this.reads.has(streamId)) this.reads.set(streamId, { revision: "any", read: [] });
    this.record(streamId, events);
  }

  /** A decision on top of this one, for another command (its events carry `acting`'s metadata); it counts once absorbed. */
  fork(acting: CommandContext): StreamDecisions {
    return new StreamDecisions(this.store, { reads: this.reads, reading: this.reading, decided: this.decided, decidedOrder: this.decidedOrder }, acting);
  }

  /** Takes a fork's decisions as this decision's own. */
  absorb(fork: StreamDecisions): void {
    this.decided = fork.decided;
    this.decidedOrder = fork.decidedOrder;
  }

  private record(streamId: string, events: ReadonlyArray<DomainEvent>, context?: CommandContext): void {
    if (!this.decidedOrder.includes(streamId)) this.decidedOrder = [...this.decidedOrder, streamId];
    const added = events.map((event) => ({ event, context: context ?? this.acting }));
    this.decided = new Map(this.decided).set(streamId, [...(this.decided.get(streamId) ?? []), ...added]);
  }

  shares(): StreamShare[] {
    return this.decidedOrder.map((streamId) => {
      const decided = this.decided.get(streamId)!;
      return {
        streamId,
        events: decided.map(({ event }) => event),
        contexts: decided.map(({ context }) => context),
        expectedRevision: this.reads.get(streamId)!.revision,
      };
    });
  }
}
