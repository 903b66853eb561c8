import pg from "pg";
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
} from "../port";
import { START, type Position } from "../position";
import { checkShares } from "../streamShares";
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

const expectedCode = (expectedRevision: ExpectedRevision): string =>
  typeof expectedRevision === "bigint" ? expectedRevision.toString() : EXPECTED_CODES[expectedRevision];

interface AppendedRow {
  next_revision: string;
  last_transaction: string;
  last_position: string;
}

const resultOf = (row: AppendedRow): AppendResult => ({
  nextExpectedRevision: BigInt(row.next_revision),
  position: { commit: BigInt(row.last_transaction), prepare: BigInt(row.last_position) },
});

/** es_append for every share, in the shares' order, in one statement: an append across many streams is one round trip. */
const APPEND_SHARES = `
SELECT r.next_revision, r.last_transaction, r.last_position
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS s(share, n)
 CROSS JOIN LATERAL es_append(
       s.share->>'streamId',
       (s.share->>'expected')::bigint,
       ARRAY(SELECT e->>'eventId' FROM jsonb_array_elements(s.share->'events') WITH ORDINALITY AS x(e, i) ORDER BY i)::uuid[],
       ARRAY(SELECT e->>'type' FROM jsonb_array_elements(s.share->'events') WITH ORDINALITY AS x(e, i) ORDER BY i),
       ARRAY(SELECT e->'data' FROM jsonb_array_elements(s.share->'events') WITH ORDINALITY AS x(e, i) ORDER BY i),
       ARRAY(SELECT e->'metadata' FROM jsonb_array_elements(s.share->'events') WITH ORDINALITY AS x(e, i) ORDER BY i)
     ) AS r
 ORDER BY s.n`;

/** Every share through APPEND_SHARES; null when the statement failed, the transaction then as it was before it. */
const appendSharesAtOnce = async (client: pg.PoolClient, appends: ReadonlyArray<StreamAppend>): Promise<AppendResult[] | null> => {
  const shares = appends.map(({ streamId, events, expectedRevision }) => ({ streamId, expected: expectedCode(expectedRevision), events }));
  await client.query("SAVEPOINT es_append_shares");
  try {
    const { rows } = await client.query<AppendedRow>(APPEND_SHARES, [JSON.stringify(shares)]);
    return rows.map(resultOf);
  } catch (error) {
    if (!isPgError(error)) throw error;
    await client.query("ROLLBACK TO SAVEPOINT es_append_shares");
    return null;
  }
};

/** Appends one stream's share through es_append, translating its refusals into the port's. */
const appendShare = async (db: pg.Pool | pg.PoolClient, share: StreamAppend): Promise<AppendResult> => {
  const { streamId, events, expectedRevision } = share;
  const expected = expectedCode(expectedRevision);
  try {
    const { rows } = await db.query<AppendedRow>("SELECT * FROM es_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])", [
      streamId,
      expected,
      events.map((event) => event.eventId),
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.data)),
      events.map((event) => JSON.stringify(event.metadata)),
    ]);
    return resultOf(rows[0]!);
  } catch (error) {
    if (!isPgError(error)) throw error;
    if (error.message === "es_wrong_expected_revision") {
      const actual = BigInt(error.detail ?? "-1");
      throw new WrongExpectedRevision(streamId, expectedRevision, actual < 0n ? "no_stream" : actual);
    }
    if (error.code === "23505" && error.constraint === "es_events_stream_revision_key") throw new WrongExpectedRevision(streamId, expectedRevision, "unknown");
    throw error;
  }
};

/** The default event store: an append-only Postgres table (see schema.ts for the ordering rule). */
export class PostgresEventStore implements EventStore {
  private readonly wakeUps: WakeUps;

  constructor(private readonly pool: pg.Pool) {
    this.wakeUps = new WakeUps(pool, NOTIFY_CHANNEL);
  }

  async append(streamId: string, events: ReadonlyArray<NewEvent>, options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const share = { streamId, events, expectedRevision: options.expectedRevision };
    checkShares([share]);
    return this.retryingIdempotent(() => appendShare(this.pool, share));
  }

  async appendMany(appends: ReadonlyArray<StreamAppend>): Promise<ReadonlyArray<AppendResult>> {
    checkShares(appends);
    return this.retryingIdempotent(async () => {
      const client = await this.pool.connect();
      try {
        await client.query("BEGIN");
        // A refusal is worded share by share, so the port's error names the stream that refused.
        const atOnce = await appendSharesAtOnce(client, appends);
        const results = atOnce ?? [];
        if (atOnce === null) for (const share of appends) results.push(await appendShare(client, share));
        await client.query("COMMIT");
        return results;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });
  }

  /** The same events raced in from a retry: a second attempt answers what was stored. */
  private async retryingIdempotent<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isPgError(error) && error.code === "23505" && error.constraint === "es_events_event_id_key") return write();
      throw error;
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
