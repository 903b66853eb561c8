import type { Knex } from "knex";
import type { DomainEvent, DomainEventType } from "@wellbeing/domain";
import { toDomainEvent, type EventStore } from "@wellbeing/platform";
import { createReactionCheckpoints, readReactionCheckpoint, writeReactionCheckpoint } from "./reactionCheckpoints";

/** An event a reaction is told about, with the id later commands may name as their cause. */
export interface ReactedEvent {
  readonly event: DomainEvent;
  readonly eventId: string;
}

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
export const startReaction = async (options: {
  store: EventStore;
  db: Knex;
  reaction: Reaction;
  onError: (error: unknown) => void;
}): Promise<RunningReaction> => {
  const { store, db, reaction, onError } = options;
  await createReactionCheckpoints(db);
  const controller = new AbortController();

  const loop = (async () => {
    let backoffMs = 100;
    while (!controller.signal.aborted) {
      try {
        const from = await readReactionCheckpoint(db, reaction.name);
        for await (const batch of store.subscribeAll({ fromPosition: from, batchSize: BATCH_SIZE, signal: controller.signal })) {
          for (const recorded of batch) {
            if (reaction.types.has(recorded.type as DomainEventType)) await reaction.react({ event: toDomainEvent(recorded), eventId: recorded.eventId });
          }
          const last = batch.at(-1);
          if (last) await writeReactionCheckpoint(db, reaction.name, last.position);
          backoffMs = 100;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        onError(error);
        await new Promise((resolve) => setTimeout(resolve, backoffMs));
        backoffMs = Math.min(backoffMs * 2, 10_000);
      }
    }
  })();

  return {
    stop: async () => {
      controller.abort();
      await loop;
    },
  };
};
