import type { DomainEvent } from "@wellbeing/domain";
import type { EventStore, ExpectedRevision, Position } from "@wellbeing/platform";
import { toNewEvents, type CommandContext } from "./commandContext";

/** One stream's share of a decision that spans several streams: its events, at the revision they were decided on. */
export interface StreamShare {
  readonly streamId: string;
  readonly events: ReadonlyArray<DomainEvent>;
  readonly expectedRevision: ExpectedRevision;
  /** Each event's own metadata (a pseudonymous stream's names no actor; a command decided with others names its own); else the command's. */
  readonly contexts?: ReadonlyArray<CommandContext | undefined>;
}

/**
 * Appends every share of one decision in one append across their streams: all land or none does, so
 * a refusal on any stream (a WrongExpectedRevision naming it, thrown for the caller to re-decide)
 * leaves nothing written. Answers where the last event landed.
 */
export const appendTogether = async (store: EventStore, shares: ReadonlyArray<StreamShare>, context: CommandContext): Promise<Position | null> => {
  const writing = shares
    .filter((share) => share.events.length > 0)
    .map((share) => ({
      streamId: share.streamId,
      events: share.events.flatMap((event, index) => toNewEvents([event], share.contexts?.[index] ?? context)),
      expectedRevision: share.expectedRevision,
    }));
  if (writing.length === 0) return null;
  return (await store.appendMany(writing)).at(-1)!.position;
};
