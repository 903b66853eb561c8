import type { Knex } from "knex";
import { START, isAfter, toDomainEvent, type EventStore, type Position, type RecordedEvent } from "@wellbeing/platform";
import { announcementPayloads, notifyAnnouncements } from "./announcer";
import { readCheckpoints, writeCheckpoint, type Checkpoint } from "./checkpoints";
import type { Change, ProjectedEvent, Projection } from "./projection";

export interface RunnerLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface RunnerOptions {
  readonly store: EventStore;
  readonly db: Knex;
  readonly schema: string;
  readonly projections: ReadonlyArray<Projection>;
  readonly batchSize?: number;
  /** Announce commits over NOTIFY (live schema); a rebuild's private schema stays quiet. */
  readonly announce?: boolean;
  readonly logger?: RunnerLogger;
  /** Called after each committed batch (progress bars, tests). */
  readonly onCommitted?: (report: { position: Position; events: number; projections: ReadonlyArray<string> }) => void;
}

const silent: RunnerLogger = { info: () => undefined, error: () => undefined };

/** Typed domain events for the projections; an undecodable event stops the batch (toDomainEvent). */
const toProjected = (recorded: ReadonlyArray<RecordedEvent>): ProjectedEvent[] =>
  recorded.map((event) => ({
    event: toDomainEvent(event),
    streamId: event.streamId,
    position: event.position,
    metadata: event.metadata,
    recordedAt: event.recordedAt,
  }));

const lowest = (checkpoints: ReadonlyMap<string, Checkpoint>, projections: ReadonlyArray<Projection>): Position => {
  let position: Position | null = null;
  for (const projection of projections) {
    const checkpoint = checkpoints.get(projection.name)?.position ?? START;
    if (position === null || isAfter(position, checkpoint)) position = checkpoint;
  }
  return position ?? START;
};

/**
 * Feeds events to projections in batches. Each batch's read-model rows and checkpoint advances
 * commit in one transaction, so a crash mid-batch leaves nothing half-applied, and a restart
 * resumes exactly after the last committed event.
 */
export class ProjectionRunner {
  private readonly controller = new AbortController();
  private loop: Promise<void> | null = null;
  private readonly logger: RunnerLogger;

  constructor(private readonly options: RunnerOptions) {
    this.logger = options.logger ?? silent;
  }

  /** Follows the store live until stopped, restarting from the checkpoints after any failure. */
  start(): void {
    this.loop ??= this.followLive();
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.loop;
  }

  /** Processes everything stored now, then returns (rebuilds, tests, benchmarks). */
  async catchUp(): Promise<void> {
    const { store, db, schema, projections } = this.options;
    const limit = this.options.batchSize ?? 1_000;
    const read = (fromPosition: Position) => {
      const page = store.readAll({ fromPosition, limit });
      page.catch(() => undefined);
      return page;
    };
    // The next page is read while this one is applied: reading and projecting overlap.
    let next = read(lowest(await readCheckpoints(db, schema), projections));
    for (;;) {
      const page = await next;
      if (page.length === 0) return;
      next = read(page[page.length - 1]!.position);
      await this.processBatch(page);
    }
  }

  private async followLive(): Promise<void> {
    const { store, db, schema, projections } = this.options;
    let backoffMs = 100;
    while (!this.controller.signal.aborted) {
      try {
        const from = lowest(await readCheckpoints(db, schema), projections);
        for await (const batch of store.subscribeAll({ fromPosition: from, batchSize: this.options.batchSize ?? 1_000, signal: this.controller.signal })) {
          await this.processBatch(batch);
          backoffMs = 100;
        }
      } catch (error) {
        if (this.controller.signal.aborted) return;
        this.logger.error("projection batch failed; resuming from the checkpoints", { error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, backoffMs));
        backoffMs = Math.min(backoffMs * 2, 10_000);
      }
    }
  }

  /** Applies one batch to every projection that has not seen it yet, in one transaction. */
  async processBatch(recorded: ReadonlyArray<RecordedEvent>): Promise<void> {
    if (recorded.length === 0) return;
    const { db, schema, projections } = this.options;
    const events = toProjected(recorded);
    const last = events[events.length - 1]!.position;
    const touched: string[] = [];
    await db.transaction(async (trx) => {
      // One writer per read-model schema at a time (scaled projectors, or a rebuild's swap).
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('projector:' || ?))", [schema]);
      // Read models are rebuildable and their checkpoint commits with them: a crash can only lose
      // a suffix of batches, which are then projected again, so the commit need not wait for the disk.
      await trx.raw("SET LOCAL synchronous_commit = off");
      const checkpoints = await readCheckpoints(trx, schema, { lock: true });
      const changes: Change[] = [];
      const announcing = this.options.announce ?? false;
      const context = { trx, schema, announcing, announce: (change: Change) => changes.push(change) };
      for (const projection of projections) {
        const checkpoint = checkpoints.get(projection.name)?.position ?? START;
        const unseen = events.filter((event) => isAfter(event.position, checkpoint));
        if (unseen.length === 0) continue;
        await projection.apply(unseen, context);
        await writeCheckpoint(trx, schema, projection.name, projection.version, last);
        touched.push(projection.name);
      }
      if (touched.length > 0 && announcing) await notifyAnnouncements(trx, announcementPayloads(last, touched, changes));
    });
    if (touched.length > 0) this.options.onCommitted?.({ position: last, events: events.length, projections: touched });
  }
}
