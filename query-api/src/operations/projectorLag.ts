import type { Knex } from "knex";
import { encodePosition, type EventStore, type Position } from "@wellbeing/platform";

/** Events counted past a checkpoint at most: beyond it the lag reads as this many (a scrape stays cheap). */
const LAG_COUNT_LIMIT = 10_000;

/** How far one read model's projection is behind the event store. */
export interface ProjectionLag {
  readonly projection: string;
  /** Events stored after its checkpoint (up to LAG_COUNT_LIMIT). */
  readonly events: number;
  /** How long the oldest of those has waited: 0 when caught up. */
  readonly seconds: number;
  /** Stuck on an event: which (why is in the log and the checkpoint row). */
  readonly failure: { readonly eventType: string; readonly position: string } | null;
  /** A new version is being rebuilt beside the live tables, which keep serving. */
  readonly rebuilding: boolean;
}

interface CheckpointRow {
  name: string;
  commit_position: number | string;
  prepare_position: number | string;
  failure: { eventType: string; position: string } | null;
  rebuilding_since: Date | null;
}

/**
 * Each projection's lag, read from its checkpoint row (written by the projector, wherever it runs)
 * and the events stored after it. Projections at the same checkpoint share one read.
 */
export const projectorLag = async (options: { db: Knex; schema: string; store: EventStore; now: Date }): Promise<ReadonlyArray<ProjectionLag>> => {
  const rows: CheckpointRow[] = await options.db.withSchema(options.schema).from("projection_checkpoints").select("*").orderBy("name");
  const behind = new Map<string, Promise<{ events: number; seconds: number }>>();
  const lagAfter = (position: Position) => {
    const key = encodePosition(position);
    if (!behind.has(key)) {
      behind.set(
        key,
        options.store.readAll({ fromPosition: position, limit: LAG_COUNT_LIMIT }).then((page) => ({
          events: page.length,
          seconds: page[0] ? Math.max(0, (options.now.getTime() - page[0].recordedAt.getTime()) / 1000) : 0,
        })),
      );
    }
    return behind.get(key)!;
  };
  return Promise.all(
    rows.map(async (row) => {
      const { events, seconds } = await lagAfter({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) });
      const failure = row.failure ? { eventType: row.failure.eventType, position: row.failure.position } : null;
      return { projection: row.name, events, seconds, failure, rebuilding: row.rebuilding_since !== null };
    }),
  );
};
