import type { Knex } from "knex";
import { START, encodePosition, isAfter, toDomainEvent, type EventStore, type Position, type RecordedEvent } from "@wellbeing/platform";
import { announcementPayloads, notifyAnnouncements } from "./announcer";
import { readCheckpoints, writeCheckpoint, writeFailure, type StoredFailure } from "./checkpoints";
import { buildLateIndexes, leaveOutLateIndexes } from "./lateIndexes";
import { applyIsolated, isUndecodable, type FailedEvent, type RunnerEvent } from "./isolatedApply";
import type { Change, Projection } from "./projection";
import { RetrySchedule } from "./retrySchedule";

export interface RunnerLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

interface RunnerOptions {
  readonly store: EventStore;
  readonly db: Knex;
  readonly schema: string;
  readonly projections: ReadonlyArray<Projection>;
  readonly batchSize?: number;
  /** Announce commits over NOTIFY (live schema); a rebuild's private schema stays quiet. */
  readonly announce?: boolean;
  readonly logger?: RunnerLogger;
  /** Log each event as it is applied, with its correlation id (the live runner; a rebuild stays quiet). */
  readonly logApplied?: boolean;
  /** How soon a failing projection is tried again: from `firstMs`, doubling up to `maxMs`. */
  readonly retry?: { readonly firstMs: number; readonly maxMs: number };
  /** Called after each committed batch (progress bars, tests). */
  /** After each committed batch: how far it reached, and (when announcing) the changes it announced. */
  readonly onCommitted?: (report: { position: Position; events: number; projections: ReadonlyArray<string>; changes: ReadonlyArray<Change> }) => void;
}

/** A projection stuck on an event: what the runner reports, logs and stores in its checkpoint row. */
export interface ProjectionFailure extends StoredFailure {
  readonly projection: string;
}

const silent: RunnerLogger = { info: () => undefined, error: () => undefined };

const DEFAULT_RETRY = { firstMs: 1_000, maxMs: 60_000 } as const;

/** Typed domain events for the projections; one that does not decode fails the projections that reach it, not the batch. */
const toRunnerEvents = (recorded: ReadonlyArray<RecordedEvent>): RunnerEvent[] =>
  recorded.map((event) => {
    try {
      return {
        event: toDomainEvent(event),
        streamId: event.streamId,
        position: event.position,
        metadata: event.metadata,
        recordedAt: event.recordedAt,
        eventId: event.eventId,
        revision: event.revision,
      };
    } catch (error) {
      return { undecodable: error instanceof Error ? error : new Error(String(error)), position: event.position, type: event.type, streamId: event.streamId };
    }
  });

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Feeds events to projections in batches. Each batch's read-model rows and checkpoint advances
 * commit in one transaction, so a crash mid-batch leaves nothing half-applied, and a restart
 * resumes exactly after the last committed event.
 *
 * A projection that throws is contained: it stops just before the event it cannot apply (the
 * events before it are applied), the failure is logged and stored in its checkpoint row, and the
 * other projections go on. It is tried again with growing delays, catching up from its own
 * checkpoint on its own, and rejoins the others once it reaches the head.
 */
export class ProjectionRunner {
  private readonly controller = new AbortController();
  private loop: Promise<void> | null = null;
  private readonly logger: RunnerLogger;
  private readonly retries: RetrySchedule;
  private readonly failing = new Map<string, ProjectionFailure>();
  /** Projections being rebuilt beside the live read models (a new version): left alone until adopted. */
  private readonly setAside = new Set<string>();
  /** Batches and retries take turns: one writer of this runner's read models at a time. */
  private turn: Promise<void> = Promise.resolve();

  constructor(private readonly options: RunnerOptions) {
    this.logger = options.logger ?? silent;
    this.retries = new RetrySchedule(options.retry ?? DEFAULT_RETRY, (name) => void this.retry(name));
  }

  /** The projections stuck on an event now. */
  get failures(): ReadonlyArray<ProjectionFailure> {
    return [...this.failing.values()];
  }

  /** Follows the store live until stopped, restarting from the checkpoints after any failure. */
  start(): void {
    this.loop ??= this.followLive();
  }

  async stop(): Promise<void> {
    this.controller.abort();
    this.retries.cancelAll();
    await this.loop;
    await this.turn;
  }

  /** Processes everything stored now, then returns (rebuilds, tests, benchmarks); answers the projections left failing. */
  async catchUp(): Promise<ReadonlyArray<ProjectionFailure>> {
    const { store } = this.options;
    const limit = this.options.batchSize ?? 1_000;
    // Quiet (nobody is told of a rebuild's schema) and not inside a caller's transaction: each
    // projection takes its part of a page in a transaction of its own, side by side with the others.
    const apart = !(this.options.announce ?? false) && !this.options.db.isTransaction;
    const read = (fromPosition: Position) => {
      // Side by side, a page is decoded as soon as it arrives: while the one before is being written.
      const page = store.readAll({ fromPosition, limit }).then((recorded) => ({ recorded, events: apart ? toRunnerEvents(recorded) : null }));
      page.catch(() => undefined);
      return page;
    };
    await this.loadFailures();
    // From position 0 into empty tables, indexes only readers use are built once the load is over.
    const late = apart ? await leaveOutLateIndexes(this.options.db, this.options.schema, this.active()) : [];
    try {
      // The next page is read while this one is applied: reading and projecting overlap.
      let next = read(await this.resumePosition());
      for (;;) {
        const { recorded, events } = await next;
        if (recorded.length === 0) return this.failures;
        next = read(recorded[recorded.length - 1]!.position);
        if (events) await this.inTurn(() => this.applyApart(events, this.active()));
        else await this.processBatch(recorded);
      }
    } finally {
      await buildLateIndexes(this.options.db, this.options.schema, late);
    }
  }

  /** Applies one batch to every healthy projection that has not seen it yet, in one transaction. */
  processBatch(recorded: ReadonlyArray<RecordedEvent>): Promise<void> {
    return this.inTurn(() => this.applyBatch(recorded, this.active()).then(() => undefined));
  }

  /** Leaves a projection alone (it is being rebuilt elsewhere) until `adopt` takes it back. */
  setProjectionAside(name: string): void {
    this.setAside.add(name);
  }

  /**
   * Takes a set-aside projection back, in this runner's turn: `swapIn` puts its rebuilt tables and
   * checkpoint in place (under the schema's lock), and the next batch includes it, so no event is
   * skipped or applied twice between the two.
   */
  adopt(name: string, swapIn: () => Promise<void>): Promise<void> {
    return this.inTurn(async () => {
      await swapIn();
      this.setAside.delete(name);
    });
  }

  /** The projections batches go to now: not failing, not set aside. */
  private active(): ReadonlyArray<Projection> {
    return this.options.projections.filter((projection) => !this.failing.has(projection.name) && !this.setAside.has(projection.name));
  }

  private async followLive(): Promise<void> {
    const { store } = this.options;
    let backoffMs = 100;
    while (!this.controller.signal.aborted) {
      try {
        await this.loadFailures();
        for (const name of this.failing.keys()) this.retries.schedule(name, 0);
        const from = await this.resumePosition();
        for await (const batch of store.subscribeAll({ fromPosition: from, batchSize: this.options.batchSize ?? 1_000, signal: this.controller.signal })) {
          await this.processBatch(batch);
          backoffMs = 100;
        }
      } catch (error) {
        if (this.controller.signal.aborted) return;
        this.logger.error("projector batch failed; resuming from the checkpoints", { error: describeError(error) });
        await new Promise((resolve) => setTimeout(resolve, backoffMs));
        backoffMs = Math.min(backoffMs * 2, 10_000);
      }
    }
  }

  /** Where the healthy projections' next events start (failing ones catch up on their own). */
  private async resumePosition(): Promise<Position> {
    const checkpoints = await readCheckpoints(this.options.db, this.options.schema);
    let position: Position | null = null;
    for (const projection of this.active()) {
      const checkpoint = checkpoints.get(projection.name)?.position ?? START;
      if (position === null || isAfter(position, checkpoint)) position = checkpoint;
    }
    return position ?? START;
  }

  /** Picks up failures stored by an earlier run (a restart must not forget a stuck projection). */
  private async loadFailures(): Promise<void> {
    const checkpoints = await readCheckpoints(this.options.db, this.options.schema);
    for (const projection of this.options.projections) {
      const failure = checkpoints.get(projection.name)?.failure;
      if (failure && !this.failing.has(projection.name)) this.failing.set(projection.name, { projection: projection.name, ...failure });
    }
  }

  /** A failing projection's turn: catch it up from its own checkpoint, alone, until it fails again or reaches the head. */
  private retry(name: string): Promise<void> {
    const projection = this.options.projections.find((candidate) => candidate.name === name);
    if (!projection || this.controller.signal.aborted) return Promise.resolve();
    return this.inTurn(async () => {
      const limit = this.options.batchSize ?? 1_000;
      for (;;) {
        if (this.controller.signal.aborted) return;
        const checkpoint = (await readCheckpoints(this.options.db, this.options.schema)).get(name)?.position ?? START;
        const page = await this.options.store.readAll({ fromPosition: checkpoint, limit });
        if (page.length === 0) return this.recover(projection);
        if (!(await this.applyBatch(page, [projection]))) return;
      }
    }).catch((error: unknown) => {
      this.logger.error("retrying a failing projection failed; trying again later", { projection: name, error: describeError(error) });
      this.retries.schedule(name, this.failing.get(name)?.attempts ?? 1);
    });
  }

  private async recover(projection: Projection): Promise<void> {
    if (!this.failing.has(projection.name)) return;
    await writeFailure(this.options.db, this.options.schema, projection.name, null);
    this.failing.delete(projection.name);
    this.logger.info("projection recovered: it is past the event it failed on and caught up", { projection: projection.name });
    await this.announceFailing();
  }

  /**
   * Applies a batch to the given projections in one transaction, each isolated from the others.
   * Answers whether every one of them got through it.
   */
  private async applyBatch(recorded: ReadonlyArray<RecordedEvent>, projections: ReadonlyArray<Projection>): Promise<boolean> {
    if (recorded.length === 0 || projections.length === 0) return true;
    const { db, schema } = this.options;
    const announcing = this.options.announce ?? false;
    const events = toRunnerEvents(recorded);
    const touched: string[] = [];
    const throughOf = new Map<string, Position>();
    const fromOf = new Map<string, Position>();
    const failed: Array<{ failure: ProjectionFailure; error: unknown }> = [];
    const announced: Change[] = [];
    let reached: Position | null = null;
    await db.transaction(async (trx) => {
      // One writer per read-model schema at a time (scaled projectors, or a rebuild's swap).
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('projector:' || ?))", [schema]);
      // Read models are rebuildable and their checkpoint commits with them: a crash can only lose
      // a suffix of batches, which are then projected again, so the commit need not wait for the disk.
      await trx.raw("SET LOCAL synchronous_commit = off");
      const checkpoints = await readCheckpoints(trx, schema, { lock: true });
      const changes: Change[] = [];
      failed.length = 0;
      announced.length = 0;
      touched.length = 0;
      throughOf.clear();
      fromOf.clear();
      for (const projection of projections) {
        const checkpoint = checkpoints.get(projection.name)?.position ?? START;
        const unseen = events.filter((event) => isAfter(event.position, checkpoint));
        if (unseen.length === 0) continue;
        const outcome = await applyIsolated(trx, projection, unseen, { schema, announcing });
        if (outcome.through) {
          await writeCheckpoint(trx, schema, projection.name, projection.version, outcome.through);
          touched.push(projection.name);
          throughOf.set(projection.name, outcome.through);
          fromOf.set(projection.name, checkpoint);
          changes.push(...outcome.changes);
          if (reached === null || isAfter(outcome.through, reached)) reached = outcome.through;
        }
        if (outcome.failed) {
          const { projection: _name, ...stored } = this.failureOf(projection.name, outcome.failed);
          failed.push({ failure: { projection: projection.name, ...stored }, error: outcome.failed.error });
          await writeFailure(trx, schema, projection.name, stored);
        }
      }
      if (announcing && (touched.length > 0 || failed.length > 0)) {
        // Readers stop waiting for these: stuck on an event, or being rebuilt beside the live ones.
        const failingNow = new Set([...this.failing.keys(), ...this.setAside, ...failed.map(({ failure }) => failure.projection)]);
        const position = reached ?? events.at(-1)!.position;
        // The announcement's position is claimed for each projection it names: one stopped part-way
        // through the batch (at an event it cannot apply) is not named, so nobody takes it for caught up.
        const caughtUp = touched.filter((name) => !isAfter(position, throughOf.get(name)!));
        await notifyAnnouncements(trx, announcementPayloads(position, caughtUp, changes, [...failingNow]));
        announced.push(...changes);
      }
    });
    if (this.options.logApplied) this.logApplied(events, touched, fromOf, throughOf);
    for (const { failure, error } of failed) this.fail(failure, error);
    if (touched.length > 0 && reached) this.options.onCommitted?.({ position: reached, events: events.length, projections: touched, changes: announced });
    return failed.length === 0;
  }

  /**
   * A catch-up's page: every projection applies it at once, each in a transaction and on a connection
   * of its own, committing its own checkpoint, so the database works on them side by side. Isolation
   * is the same as in one transaction: a projection that fails stops alone, before its event.
   */
  private async applyApart(events: ReadonlyArray<RunnerEvent>, projections: ReadonlyArray<Projection>): Promise<void> {
    if (events.length === 0 || projections.length === 0) return;
    const reachedBy = await Promise.all(projections.map((projection) => this.applyAlone(events, projection)));
    const touched = projections.filter((_, index) => reachedBy[index] !== null).map((projection) => projection.name);
    const reached = reachedBy.reduce<Position | null>(
      (latest, through) => (through !== null && (latest === null || isAfter(through, latest)) ? through : latest),
      null,
    );
    if (touched.length > 0 && reached) this.options.onCommitted?.({ position: reached, events: events.length, projections: touched, changes: [] });
  }

  /** One projection's part of a catch-up page, in its own transaction: how far it got (null: nothing new for it). */
  private async applyAlone(events: ReadonlyArray<RunnerEvent>, projection: Projection): Promise<Position | null> {
    const { db, schema } = this.options;
    const failed: Array<{ failure: ProjectionFailure; error: unknown }> = [];
    const through = await db.transaction(async (trx) => {
      // The schema's lock shared with this catch-up's other projections (a swap takes it alone), and the projection's own.
      await trx.raw("SELECT pg_advisory_xact_lock_shared(hashtext('projector:' || ?))", [schema]);
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('projector:' || ? || ':' || ?))", [schema, projection.name]);
      await trx.raw("SET LOCAL synchronous_commit = off");
      failed.length = 0;
      const checkpoint = (await readCheckpoints(trx, schema, { lock: true, only: projection.name })).get(projection.name)?.position ?? START;
      const unseen = events.filter((event) => isAfter(event.position, checkpoint));
      if (unseen.length === 0) return null;
      const outcome = await applyIsolated(trx, projection, unseen, { schema, announcing: false });
      if (outcome.through) await writeCheckpoint(trx, schema, projection.name, projection.version, outcome.through);
      if (outcome.failed) {
        const { projection: _name, ...stored } = this.failureOf(projection.name, outcome.failed);
        failed.push({ failure: { projection: projection.name, ...stored }, error: outcome.failed.error });
        await writeFailure(trx, schema, projection.name, stored);
      }
      return outcome.through;
    });
    for (const { failure, error } of failed) this.fail(failure, error);
    return through;
  }

  /** One line per event applied, naming the projections that took it: the projector's part of a correlation id's trail. */
  private logApplied(
    events: ReadonlyArray<RunnerEvent>,
    touched: ReadonlyArray<string>,
    fromOf: ReadonlyMap<string, Position>,
    throughOf: ReadonlyMap<string, Position>,
  ): void {
    for (const event of events) {
      if (isUndecodable(event)) continue;
      const projections = touched.filter((name) => isAfter(event.position, fromOf.get(name)!) && !isAfter(event.position, throughOf.get(name)!));
      if (projections.length === 0) continue;
      this.logger.info("event applied", {
        correlationId: event.metadata.correlationId,
        position: encodePosition(event.position),
        eventType: event.event.type,
        streamId: event.streamId,
        projections,
      });
    }
  }

  private failureOf(name: string, event: FailedEvent): ProjectionFailure {
    const attempts = (this.failing.get(name)?.attempts ?? 0) + 1;
    return {
      projection: name,
      position: encodePosition(event.position),
      eventType: event.eventType,
      streamId: event.streamId,
      error: describeError(event.error),
      attempts,
      nextRetryAt: new Date(Date.now() + this.retries.delayFor(attempts)).toISOString(),
    };
  }

  /** Remembers, logs and schedules the retry of a projection that stopped at an event. */
  private fail(failure: ProjectionFailure, error: unknown): void {
    this.failing.set(failure.projection, failure);
    this.logger.error("projection stopped at an event it cannot apply; the other projections go on, it is retried with backoff", {
      ...failure,
      stack: error instanceof Error ? error.stack : undefined,
    });
    if (this.loop !== null) this.retries.schedule(failure.projection, failure.attempts);
  }

  private async announceFailing(): Promise<void> {
    if (!(this.options.announce ?? false)) return;
    const checkpoints = await readCheckpoints(this.options.db, this.options.schema);
    const positions = [...checkpoints.values()].map((checkpoint) => checkpoint.position);
    const latest = positions.reduce((a, b) => (isAfter(b, a) ? b : a), START);
    await this.options.db.transaction((trx) => notifyAnnouncements(trx, announcementPayloads(latest, [], [], [...this.failing.keys(), ...this.setAside])));
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work);
    this.turn = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }
}
