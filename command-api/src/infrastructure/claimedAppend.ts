import { Either } from "effect";
import type { Decider, DomainError, DomainEvent } from "@wellbeing/domain";
import { WrongExpectedRevision, type EventStore, type ExpectedRevision, type Position } from "@wellbeing/platform";
import { toNewEvents, type CommandContext } from "./commandContext";

/** A stream's share of a claimed append: its decided events, at the revision they were decided on. */
export interface Share {
  readonly streamId: string;
  readonly events: ReadonlyArray<DomainEvent>;
  readonly expectedRevision: ExpectedRevision;
}

interface ClaimedAppend {
  /** The claim on an index stream (a short id, say) that names the record. */
  readonly claim: Share;
  /** The record the claim is for. */
  readonly record: Share;
}

/** A claim decided on its index stream as it stands: the claim share of a claimed append, or the refusal of the claim. */
export const decideClaim = <C, E extends DomainEvent, S>(
  decider: Decider<C, E, S, DomainError>,
  stream: { readonly streamId: string; readonly state: S; readonly revision: ExpectedRevision },
  claim: C,
): Either.Either<ClaimedAppend["claim"], DomainError> =>
  Either.map(decider.decide(claim, stream.state), (events) => ({ streamId: stream.streamId, events, expectedRevision: stream.revision }));

type ClaimedOutcome =
  | { readonly _tag: "Landed"; readonly position: Position }
  /** Someone else holds the claim: nothing was written. */
  | { readonly _tag: "ClaimTaken" }
  /** The record's stream moved under us: nothing was written. */
  | { readonly _tag: "RecordMoved" };

const refusedBy = (error: unknown, share: Share): boolean => error instanceof WrongExpectedRevision && error.streamId === share.streamId;

/**
 * Writes a claim and the record it names in one append across both streams (every store appends
 * to several streams as one), so the claim lands with its record or not at all.
 */
export const appendClaimed = async (store: EventStore, append: ClaimedAppend, context: CommandContext): Promise<ClaimedOutcome> => {
  const { claim, record } = append;
  const newEvents = (share: Share) => ({ streamId: share.streamId, events: toNewEvents(share.events, context), expectedRevision: share.expectedRevision });
  try {
    const results = await store.appendMany([newEvents(claim), newEvents(record)]);
    return { _tag: "Landed", position: results[1]!.position };
  } catch (error) {
    if (refusedBy(error, claim)) return { _tag: "ClaimTaken" };
    if (refusedBy(error, record)) return { _tag: "RecordMoved" };
    throw error;
  }
};
