import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START as KURRENT_START,
  StreamNotFoundError,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type Direction,
  type ReadPosition,
  type ReadStreamOptions,
} from "@kurrent/kurrentdb-client";
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent, StreamAppend, SubscribeOptions } from "../port";
import { isAfter, type Position } from "../position";
import { refusalOf, revisionsOf, toAppendRequests } from "./appendRequests";
import { batches } from "./batches";
import { requireMultiStreamAppend } from "./multiStreamSupport";
import { toRecorded } from "./recordedEvents";

/** Smallest page read from $all, so runs of system events are skipped in few round trips. */
const MIN_PAGE = 100;

/**
 * The event store on KurrentDB (25.1 or later): every append, to one stream or several, is one
 * atomic multi-stream append with an expected state per stream; an event's commit/prepare position
 * is its global position.
 */
export class KurrentDbEventStore implements EventStore {
  private constructor(private readonly client: KurrentDBClient) {}

  /** Connects, and refuses (RefusedToStart) a server that cannot append to several streams as one. */
  static async connect(connectionString: string): Promise<KurrentDbEventStore> {
    const client = KurrentDBClient.connectionString(connectionString);
    try {
      await requireMultiStreamAppend(client);
    } catch (error) {
      await client.dispose().catch(() => undefined);
      throw error;
    }
    return new KurrentDbEventStore(client);
  }

  async append(streamId: string, events: ReadonlyArray<NewEvent>, options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const [result] = await this.appendMany([{ streamId, events, expectedRevision: options.expectedRevision }]);
    return result!;
  }

  async appendMany(appends: ReadonlyArray<StreamAppend>): Promise<ReadonlyArray<AppendResult>> {
    const requests = toAppendRequests(appends);
    let revisions: bigint[];
    try {
      revisions = revisionsOf(appends, await this.client.multiStreamAppend(requests));
    } catch (error) {
      throw refusalOf(error, appends);
    }
    // The answer names one position for the whole append; each share's consistency token is where its last event is read.
    const positions = await Promise.all(appends.map((share, index) => this.positionOf(share.streamId, revisions[index]!)));
    return revisions.map((nextExpectedRevision, index) => ({ nextExpectedRevision, position: positions[index]! }));
  }

  async readStream(streamId: string, options: { fromRevision?: bigint } = {}): Promise<ReadonlyArray<RecordedEvent>> {
    return this.readStreamEvents(streamId, { fromRevision: options.fromRevision ?? KURRENT_START, direction: FORWARDS });
  }

  async readAll(options: { fromPosition?: Position; limit: number }): Promise<ReadonlyArray<RecordedEvent>> {
    const collected: RecordedEvent[] = [];
    const pageSize = Math.max(options.limit + 1, MIN_PAGE);
    // KurrentDB reads from a position inclusively: anything not after `after` was seen already.
    let after = options.fromPosition;
    while (collected.length < options.limit) {
      const page = await this.readAllPage(after ?? KURRENT_START, FORWARDS, pageSize);
      for (const resolved of page) {
        const position = resolved.event?.position;
        if (!position || (after && !isAfter(position, after))) continue;
        after = position;
        const event = toRecorded(resolved);
        if (event) collected.push(event);
        if (collected.length === options.limit) break;
      }
      if (page.length < pageSize) break;
    }
    return collected;
  }

  async *subscribeAll(options: SubscribeOptions = {}): AsyncIterable<ReadonlyArray<RecordedEvent>> {
    const { fromPosition, signal } = options;
    const batchSize = options.batchSize ?? 500;
    const subscription = this.client.subscribeToAll(
      { fromPosition: fromPosition ?? KURRENT_START, filter: excludeSystemEvents() },
      { highWaterMark: batchSize },
    );
    try {
      for await (const batch of batches(subscription, batchSize, signal)) {
        const events = batch
          .map(toRecorded)
          .filter((event): event is RecordedEvent => event !== null && (!fromPosition || isAfter(event.position, fromPosition)));
        if (events.length > 0) yield events;
      }
    } finally {
      await subscription.unsubscribe().catch(() => undefined);
      subscription.destroy();
    }
  }

  async headPosition(): Promise<Position | null> {
    let before: Position | undefined;
    while (true) {
      const page = await this.readAllPage(before ?? END, BACKWARDS, MIN_PAGE);
      for (const resolved of page) {
        const event = toRecorded(resolved);
        if (event) return event.position;
        before = resolved.event?.position ?? before;
      }
      if (page.length < MIN_PAGE) return null;
    }
  }

  async countEvents(): Promise<null> {
    return null;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private async readAllPage(from: ReadPosition, direction: Direction, maxCount: number): Promise<AllStreamResolvedEvent[]> {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition: from, direction, maxCount })) page.push(resolved);
    return page;
  }

  /** Where a stream's event at `revision` sits in the global order (read on the leader, which has just written it). */
  private async positionOf(streamId: string, revision: bigint): Promise<Position> {
    const [event] = await this.readStreamEvents(streamId, { fromRevision: revision, maxCount: 1, requiresLeader: true });
    if (!event) throw new Error(`Stream ${streamId} has no event at revision ${revision}`);
    return event.position;
  }

  private async readStreamEvents(streamId: string, options: ReadStreamOptions): Promise<RecordedEvent[]> {
    const recorded: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, options)) {
        const event = toRecorded(resolved);
        if (event) recorded.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return recorded;
  }
}
