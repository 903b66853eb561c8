import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Direction,
  type JSONType,
  type ReadPosition,
  type ReadStreamOptions,
  type ResolvedEvent,
} from "@eventstore/db-client";
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
} from "../port";
import { isAfter, type Position } from "../position";
import { batches } from "./batches";

const EXPECTED: Record<Exclude<ExpectedRevision, bigint>, AppendExpectedRevision> = {
  any: ANY,
  no_stream: NO_STREAM,
  stream_exists: STREAM_EXISTS,
};

/** Smallest page read from $all, so runs of system events are skipped in few round trips. */
const MIN_PAGE = 100;

const isSystem = (streamId: string, type: string) => streamId.startsWith("$") || type.startsWith("$");

/** Our event, or null for a system event or a link without its event. */
const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
  const event = resolved.event;
  if (!event || isSystem(event.streamId, event.type)) return null;
  if (!event.position) throw new Error(`EventStoreDB sent event ${event.id} without its position (a server before 22.6?)`);
  return {
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    recordedAt: event.created,
  };
};

/** The event store on EventStoreDB: its commit/prepare position is the global position. */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: ReadonlyArray<NewEvent>, options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error("append needs at least one event");
    const { expectedRevision } = options;
    const proposed = events.map((event) =>
      jsonEvent({ id: event.eventId, type: event.type, data: event.data as JSONType, metadata: event.metadata }),
    );
    try {
      const result = await this.client.appendToStream(streamId, proposed, {
        expectedRevision: typeof expectedRevision === "bigint" ? expectedRevision : EXPECTED[expectedRevision],
      });
      const position = result.position ?? (await this.positionOf(streamId, result.nextExpectedRevision));
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new WrongExpectedRevision(streamId, expectedRevision, typeof actual === "bigint" ? actual : "no_stream");
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromRevision?: bigint } = {}): Promise<ReadonlyArray<RecordedEvent>> {
    return this.readStreamEvents(streamId, { fromRevision: options.fromRevision ?? ESDB_START, direction: FORWARDS });
  }

  async readAll(options: { fromPosition?: Position; limit: number }): Promise<ReadonlyArray<RecordedEvent>> {
    const collected: RecordedEvent[] = [];
    const pageSize = Math.max(options.limit + 1, MIN_PAGE);
    // EventStoreDB reads from a position inclusively: anything not after `after` was seen already.
    let after = options.fromPosition;
    while (collected.length < options.limit) {
      const page = await this.readAllPage(after ?? ESDB_START, FORWARDS, pageSize);
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
      { fromPosition: fromPosition ?? ESDB_START, filter: excludeSystemEvents() },
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

  /** Where an already stored event sits: an idempotent retry is answered without a position. */
  private async positionOf(streamId: string, revision: bigint): Promise<Position> {
    const [event] = await this.readStreamEvents(streamId, { fromRevision: revision, maxCount: 1 });
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
