import type { Knex } from "knex";
import type { Position } from "@wellbeing/platform";
import type { Change, ProjectedEvent, Projection } from "./projection";

/** An event as the runner holds it: typed for the projections, or why it could not be read. */
export type RunnerEvent = ProjectedEvent | { readonly undecodable: Error; readonly position: Position; readonly type: string; readonly streamId: string };

export const isUndecodable = (event: RunnerEvent): event is Extract<RunnerEvent, { undecodable: Error }> => "undecodable" in event;

/** The event a projection could not apply, and why. */
export interface FailedEvent {
  readonly position: Position;
  readonly eventType: string;
  readonly streamId: string;
  readonly error: unknown;
}

interface IsolatedOutcome {
  /** The last event applied (its checkpoint), or null when none was. */
  readonly through: Position | null;
  /** What the applied events changed, for the announcement. */
  readonly changes: ReadonlyArray<Change>;
  readonly failed: FailedEvent | null;
}

const typeOf = (event: RunnerEvent) => (isUndecodable(event) ? event.type : event.event.type);

/** Runs `work` under a savepoint: undone alone if it throws, leaving the rest of the transaction intact. */
const underSavepoint = async (trx: Knex.Transaction, name: string, work: () => Promise<void>): Promise<unknown | null> => {
  await trx.raw(`SAVEPOINT ${name}`);
  try {
    await work();
    await trx.raw(`RELEASE SAVEPOINT ${name}`);
    return null;
  } catch (error) {
    await trx.raw(`ROLLBACK TO SAVEPOINT ${name}`);
    return error ?? new Error("projection failed");
  }
};

/**
 * Applies a projection's unseen events inside the batch's transaction without letting it take the
 * others down: the whole part at once when it succeeds (the fast path); when it throws, event by
 * event, so every event before the culprit is applied and the culprit is named. An event the runner
 * could not decode is a failure at that event too.
 */
export const applyIsolated = async (
  trx: Knex.Transaction,
  projection: Projection,
  unseen: ReadonlyArray<RunnerEvent>,
  context: { readonly schema: string; readonly announcing: boolean },
): Promise<IsolatedOutcome> => {
  const undecodableAt = unseen.findIndex(isUndecodable);
  const applicable = (undecodableAt === -1 ? unseen : unseen.slice(0, undecodableAt)) as ReadonlyArray<ProjectedEvent>;
  const failureAt = (index: number, error: unknown): FailedEvent => ({
    position: unseen[index]!.position,
    eventType: typeOf(unseen[index]!),
    streamId: unseen[index]!.streamId,
    error,
  });
  const undecodable = undecodableAt === -1 ? null : failureAt(undecodableAt, (unseen[undecodableAt] as { undecodable: Error }).undecodable);

  const changes: Change[] = [];
  const apply = (events: ReadonlyArray<ProjectedEvent>, into: Change[]) => () =>
    events.length === 0 ? Promise.resolve() : projection.apply(events, { trx, ...context, announce: (change) => into.push(change) });

  const whole = await underSavepoint(trx, "projection_part", apply(applicable, changes));
  if (whole === null) return { through: applicable.at(-1)?.position ?? null, changes, failed: undecodable };

  let through: Position | null = null;
  for (const [index, event] of applicable.entries()) {
    const eventChanges: Change[] = [];
    const error = await underSavepoint(trx, "projection_event", apply([event], eventChanges));
    if (error !== null) return { through, changes, failed: failureAt(index, error) };
    changes.push(...eventChanges);
    through = event.position;
  }
  // Each event passed on its own (the batch as a whole did not): what was applied one by one stands.
  return { through, changes, failed: undecodable };
};
