import { Either } from "effect";
import type { DomainError } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import type { CommandContext } from "./commandContext";
import type { Contention } from "./concurrentWrites";
import { decideTogether } from "./decideTogether";
import type { StreamDecisions } from "./streamDecisions";

type Answer<T> = Either.Either<T & { readonly position: Position | null }, DomainError>;

interface Waiting<T> {
  readonly context: CommandContext;
  readonly decide: (decisions: StreamDecisions) => Promise<Either.Either<T, DomainError>>;
  readonly answer: (answer: Answer<T>) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * Commands that write the same streams, decided in batches (group commit): while one batch of a key
 * is being decided and appended in this process, the commands that arrive wait, and the next batch
 * decides them all on one read of their streams and appends them as one. Each command is decided on a
 * fork of the batch's decisions, on top of those decided before it, and under its own metadata: a
 * refused one leaves nothing in the append and is answered its refusal; the others land together. A
 * write from elsewhere in between makes the whole batch run again (decideTogether), so the streams'
 * expected revisions still settle it between processes. `around` runs each batch in the key's turn in
 * this process (a session's submissions: a queue of their own).
 */
export class DecisionBatches {
  private readonly waiting = new Map<string, Array<Waiting<unknown>>>();
  /** The keys whose batches are being decided here now: what arrives for them waits for the next batch. */
  private readonly deciding = new Set<string>();

  constructor(
    private readonly contention: Contention,
    private readonly around: <R>(key: string, work: () => Promise<R>) => Promise<R>,
  ) {}

  decide<T>(
    store: EventStore,
    key: string,
    context: CommandContext,
    decide: (decisions: StreamDecisions) => Promise<Either.Either<T, DomainError>>,
  ): Promise<Answer<T>> {
    return new Promise<Answer<T>>((answer, fail) => {
      const entry = { context, decide, answer, fail } as Waiting<unknown>;
      this.waiting.set(key, [...(this.waiting.get(key) ?? []), entry]);
      if (!this.deciding.has(key)) void this.decideWaiting(store, key);
    });
  }

  /** Decides what waits for the key, batch after batch, until nothing does. */
  private async decideWaiting(store: EventStore, key: string): Promise<void> {
    this.deciding.add(key);
    for (let batch = this.waiting.get(key); batch; batch = this.waiting.get(key)) {
      this.waiting.delete(key);
      const taken = batch;
      await this.around(key, () => this.decideBatch(store, taken));
    }
    this.deciding.delete(key);
  }

  /** Decides a batch as one append, and answers each of its commands. */
  private async decideBatch(store: EventStore, batch: ReadonlyArray<Waiting<unknown>>): Promise<void> {
    const outcomes = new Map<Waiting<unknown>, Either.Either<unknown, DomainError>>();
    try {
      const appended = await decideTogether(
        store,
        batch[0]!.context,
        async (decisions) => {
          // A first pass, all at once, only reads: each command's streams are then read when the batch decides them one by one.
          await Promise.all(batch.map((waiting) => waiting.decide(decisions.fork(waiting.context)).catch(() => undefined)));
          outcomes.clear();
          for (const waiting of batch) {
            const fork = decisions.fork(waiting.context);
            const decided = await waiting.decide(fork);
            if (Either.isRight(decided)) decisions.absorb(fork);
            outcomes.set(waiting, decided);
          }
          return Either.right({});
        },
        this.contention,
      );
      for (const waiting of batch) {
        if (Either.isLeft(appended)) waiting.answer(Either.left(appended.left));
        else waiting.answer(Either.map(outcomes.get(waiting)!, (value) => ({ ...(value as object), position: appended.right.position })));
      }
    } catch (error) {
      for (const waiting of batch) waiting.fail(error);
    }
  }
}
