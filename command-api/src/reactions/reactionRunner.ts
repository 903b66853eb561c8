import type { Knex } from "knex";
import type { DomainEvent, DomainEventType } from "@wellbeing/domain";
import { advisoryLockKey, holdAdvisoryLock, pause, toDomainEvent, withCorrelationId, type EventStore, type Position } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import { createReactionCheckpoints, readReactionCheckpoint, writeReactionCheckpoint } from "./reactionCheckpoints";

/** An event a reaction is told about, with what the commands it causes carry in their metadata. */
export interface ReactedEvent {
  readonly event: DomainEvent;
  readonly eventId: string;
  /** The event's own correlation id: what it causes belongs to the same story. */
  readonly correlationId: string;
}

/** The context of a command a reaction issues because of `cause`: nobody's, in the cause's correlation, caused by it. */
export const reactionContext = (cause: Pick<ReactedEvent, "eventId" | "correlationId">, now: Date): CommandContext => ({
  actorId: null,
  correlationId: cause.correlationId,
  causationId: cause.eventId,
  now,
});

/**
 * A process that turns recorded events into commands or jobs (a process manager). It may be told
 * the same event again after a restart, so what it does must be idempotent.
 */
export interface Reaction {
  readonly name: string;
  readonly types: ReadonlySet<DomainEventType>;
  react(event: ReactedEvent): Promise<void>;
}

export interface RunningReaction {
  stop(): Promise<void>;
}

const BATCH_SIZE = 200;

/**
 * Follows the event store from the reaction's checkpoint, reacting to the events it handles in
 * order; the checkpoint advances after each batch. After a failure it backs off and resumes from
 * the checkpoint (at least once: reactions are idempotent).
 */
const followEvents = async (options: { store: EventStore; db: Knex; reaction: Reaction; onError: (error: unknown) => void }, lost: AbortSignal) => {
  const { store, db, reaction, onError } = options;
  let backoffMs = 100;
  while (!lost.aborted) {
    try {
      const from = await readReactionCheckpoint(db, reaction.name);
      for await (const batch of store.subscribeAll({ fromPosition: from, batchSize: BATCH_SIZE, signal: lost })) {
        let reached: Position | null = null;
        for (const recorded of batch) {
          // Leadership gone: the next leader takes it from here.
          if (lost.aborted) break;
          if (reaction.types.has(recorded.type as DomainEventType)) {
            // What the reaction sends or appends is logged under the correlation id of the request that caused the event.
            await withCorrelationId(recorded.metadata.correlationId, () =>
              reaction.react({ event: toDomainEvent(recorded), eventId: recorded.eventId, correlationId: recorded.metadata.correlationId }),
            );
          }
          reached = recorded.position;
        }
        if (reached) await writeReactionCheckpoint(db, reaction.name, reached);
        if (lost.aborted) return;
        backoffMs = 100;
      }
    } catch (error) {
      if (lost.aborted) return;
      onError(error);
      await pause(backoffMs, lost);
      backoffMs = Math.min(backoffMs * 2, 10_000);
    }
  }
};

/**
 * Runs a reaction in exactly one process at a time, however many command APIs run it: the one
 * holding its leader lock (a session advisory lock named after it). The others wait, and one
 * takes over within `lockCheckMs` of the leader's connection dying.
 */
export const startReaction = async (options: {
  store: EventStore;
  db: Knex;
  /** The application database: the leader lock lives on a connection of its own. */
  databaseUrl: string;
  reaction: Reaction;
  onError: (error: unknown) => void;
  lockCheckMs?: number;
}): Promise<RunningReaction> => {
  await createReactionCheckpoints(options.db);
  const leadership = holdAdvisoryLock({
    databaseUrl: options.databaseUrl,
    key: advisoryLockKey(`reaction:${options.reaction.name}`),
    label: `reaction:${options.reaction.name}`,
    checkEveryMs: options.lockCheckMs,
    onError: options.onError,
    whileHeld: (lost) => followEvents(options, lost),
  });
  return { stop: () => leadership.stop() };
};
