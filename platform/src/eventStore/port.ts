import type { Position } from "./position";

export interface EventMetadata {
  readonly actorId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly occurredAt: string;
  readonly schemaVersion: number;
  /** Whose key protects the personal fields of this event (set by the personal-data layer). */
  readonly personalDataSubject?: string;
  /**
   * Set on reading only, when that key still exists: its erasure tag (see keyTag). A copy of the
   * personal fields keeps it, so the deletion that names the tag finds the copy; absent while a
   * subject is set means the key is gone and the personal fields read null.
   */
  readonly personalDataTag?: string;
}

export interface NewEvent {
  /** UUID v7: appending the same event id twice stores it once. */
  readonly eventId: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  readonly streamId: string;
  readonly revision: bigint;
  readonly position: Position;
  readonly recordedAt: Date;
}

/** What the stream must look like for an append to go ahead (optimistic concurrency). */
export type ExpectedRevision = bigint | "any" | "no_stream" | "stream_exists";

export interface AppendResult {
  /** The revision of the stream's last event after the append. */
  readonly nextExpectedRevision: bigint;
  /** The global position of the last appended event: the command's consistency token. */
  readonly position: Position;
}

/** The stream was not at the expected revision: someone else wrote first. */
export class WrongExpectedRevision extends Error {
  readonly _tag = "WrongExpectedRevision";
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | "no_stream" | "unknown",
  ) {
    super(`Stream ${streamId} is at revision ${String(actual)}, expected ${String(expected)}`);
  }
}

/** One stream's share of an append that spans several streams. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: ReadonlyArray<NewEvent>;
  readonly expectedRevision: ExpectedRevision;
}

export interface SubscribeOptions {
  /** Exclusive: the subscription yields events after this position (from the start when absent). */
  readonly fromPosition?: Position;
  readonly batchSize?: number;
  readonly signal?: AbortSignal;
}

/**
 * The event store port. Both adapters (Postgres, KurrentDB) pass the same contract suite:
 * optimistic concurrency, idempotent appends, atomic appends to several streams, per-stream and
 * global order, paging, and a live subscription that never skips an event.
 */
export interface EventStore {
  append(streamId: string, events: ReadonlyArray<NewEvent>, options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Appends to several streams as one: every share lands, or none does (a WrongExpectedRevision
   * names the stream that refused). Each share has its own expected revision; the same event ids
   * again store nothing more and answer what was stored. The results are in the shares' order.
   * A share without events, or two shares of one stream, are refused before anything is written.
   */
  appendMany(appends: ReadonlyArray<StreamAppend>): Promise<ReadonlyArray<AppendResult>>;
  /** The stream's events in order; empty when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<ReadonlyArray<RecordedEvent>>;
  /** A page of the global order after `fromPosition` (exclusive). */
  readAll(options: { fromPosition?: Position; limit: number }): Promise<ReadonlyArray<RecordedEvent>>;
  /** Every event after `fromPosition`, in global order, in batches; catches up then follows live. */
  subscribeAll(options?: SubscribeOptions): AsyncIterable<ReadonlyArray<RecordedEvent>>;
  /** The position of the newest event a reader can see, or null when the store is empty. */
  headPosition(): Promise<Position | null>;
  /** How many events are stored, when the store can tell cheaply. */
  countEvents(): Promise<number | null>;
  close(): Promise<void>;
}
