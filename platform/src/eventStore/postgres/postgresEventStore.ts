import pg from "pg";
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
import { START, type Position } from "../position";
import { WakeUps } from "./wakeUps";

const NOTIFY_CHANNEL = "es_events";

const EXPECTED_CODES: Record<Exclude<ExpectedRevision, bigint>, string> = {
  any: "-1",
  no_stream: "-2",
  stream_exists: "-3",
};

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

const COLUMNS = "global_position, transaction_id, stream_id, stream_revision, event_id, type, data, metadata, recorded_at";

const toRecorded = (row: EventRow): RecordedEvent => ({
  eventId: row.event_id,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  streamId: row.stream_id,
  revision: BigInt(row.stream_revision),
  position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  recordedAt: row.recorded_at,
});

const isPgError = (error: unknown): error is pg.DatabaseError => error instanceof pg.DatabaseError;

/** The default event store: an append-only Postgres table (see schema.ts for the ordering rule). */
export class PostgresEventStore implements EventStore {
  private readonly wakeUps: WakeUps;

  constructor(private readonly pool: pg.Pool) {
    this.wakeUps = new WakeUps(pool, NOTIFY_CHANNEL);
  }

  async append(streamId: string, events: ReadonlyArray<NewEvent>, options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error("append needs at least one event");
    const expected = typeof options.expectedRevision === "bigint" ? options.expectedRevision.toString() : EXPECTED_CODES[options.expectedRevision];
    const parameters = [
      streamId,
      expected,
      events.map((event) => event.eventId),
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.data)),
      events.map((event) => JSON.stringify(event.metadata)),
    ];
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { rows } = await this.pool.query<{ next_revision: string; last_transaction: string; last_position: string }>(
          "SELECT * FROM es_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])",
          parameters,
        );
        const row = rows[0]!;
        return {
          nextExpectedRevision: BigInt(row.next_revision),
          position: { commit: BigInt(row.last_transaction), prepare: BigInt(row.last_position) },
        };
      } catch (error) {
        if (!isPgError(error)) throw error;
        if (error.message === "es_wrong_expected_revision") {
          const actual = BigInt(error.detail ?? "-1");
          throw new WrongExpectedRevision(streamId, options.expectedRevision, actual < 0n ? "no_stream" : actual);
        }
        if (error.code === "23505" && error.constraint === "es_events_stream_revision_key") {
          throw new WrongExpectedRevision(streamId, options.expectedRevision, "unknown");
        }
        // The same events raced in from a retry: the next attempt answers what was stored.
        if (error.code === "23505" && error.constraint === "es_events_event_id_key" && attempt === 0) continue;
        throw error;
      }
    }
  }

  async readStream(streamId: string, options: { fromRevision?: bigint } = {}): Promise<ReadonlyArray<RecordedEvent>> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_revision >= $2 ORDER BY stream_revision`,
      [streamId, (options.fromRevision ?? 0n).toString()],
    );
    return rows.map(toRecorded);
  }

  async readAll(options: { fromPosition?: Position; limit: number }): Promise<ReadonlyArray<RecordedEvent>> {
    const from = options.fromPosition ?? START;
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM es_events
        WHERE (transaction_id, global_position) > ($1::bigint, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        ORDER BY transaction_id, global_position
        LIMIT $3`,
      [from.commit.toString(), from.prepare.toString(), options.limit],
    );
    return rows.map(toRecorded);
  }

  async *subscribeAll(options: SubscribeOptions = {}): AsyncIterable<ReadonlyArray<RecordedEvent>> {
    const batchSize = options.batchSize ?? 500;
    let position = options.fromPosition ?? START;
    const listening = this.wakeUps.listen();
    try {
      await listening.ready;
      while (!options.signal?.aborted) {
        const seen = listening.generation();
        const batch = await this.readAll({ fromPosition: position, limit: batchSize });
        if (batch.length > 0) {
          position = batch[batch.length - 1]!.position;
          listening.caughtUp();
          yield batch;
          continue;
        }
        await listening.next(seen, options.signal);
      }
    } finally {
      listening.stop();
    }
  }

  async headPosition(): Promise<Position | null> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id, global_position FROM es_events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) } : null;
  }

  async countEvents(): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>("SELECT count(*) AS count FROM es_events");
    return Number(rows[0]?.count ?? 0);
  }

  async close(): Promise<void> {
    await this.wakeUps.close();
  }
}
