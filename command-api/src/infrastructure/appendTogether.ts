import type { DomainEvent } from "@wellbeing/domain";
import type { EventStore, ExpectedRevision, Position } from "@wellbeing/platform";
import { toNewEvents, type CommandContext } from "./commandContext";

/** One stream's share of a decision that spans several streams: its events, at the revision they were decided on. */
export interface StreamShare {
  readonly streamId: string;
  readonly events: ReadonlyArray<DomainEvent>;
  readonly expectedRevision: ExpectedRevision;
  /** The share's own metadata (a pseudonymous stream's names no actor); else the command's. */
  readonly context?: CommandContext;
}

/**
 * Appends every share of one decision in one append across their streams: all land or none does, so
 * a refusal on any stream (a WrongExpectedRevision naming it, thrown for the caller to re-decide)
 * leaves nothing written. Answers where the last event landed.
 */
export const appendTogether = async (store: EventStore, shares: ReadonlyArray<StreamShare>, context: CommandContext): Promise<Position | null> => {
  const writing = shares
    .filter((share) => share.events.length > 0)
    .map((share) => ({ streamId: share.streamId, events: toNewEvents(share.events, share.context ?? context), expectedRevision: share.expectedRevision }));
  if (writing.length === 0) return null;
  return (await store.appendMany(writing)).at(-1)!.position;
};
