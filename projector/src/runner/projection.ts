import type { Knex } from "knex";
import type { DomainEvent, Role } from "@wellbeing/domain";
import type { Change, EventMetadata, Position, ReadModelTables } from "@wellbeing/platform";

export type { Audience, Change } from "@wellbeing/platform";

/** A domain event with where and when it was recorded. */
export interface ProjectedEvent {
  readonly event: DomainEvent;
  readonly streamId: string;
  readonly position: Position;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
  /** The event's own id and its revision in its stream (the event index shows them). */
  readonly eventId: string;
  readonly revision: bigint;
}

export interface ProjectionContext {
  readonly trx: Knex.Transaction;
  /** The Postgres schema holding the read models being written (live, or a rebuild's). */
  readonly schema: string;
  /** False while rebuilding: nobody is told, so audiences need not be worked out. */
  readonly announcing: boolean;
  announce(change: Change): void;
}

/**
 * One read model: its tables (their schema is in platform, shared with the query API) and how a
 * batch of events changes them. Applying must be deterministic: a replay from position 0 builds the same rows.
 */
export interface Projection extends ReadModelTables {
  readonly name: string;
  /** Bump when the tables or the way they are built change: the projection is rebuilt from 0. */
  readonly version: number;
  apply(batch: ReadonlyArray<ProjectedEvent>, context: ProjectionContext): Promise<void>;
}

export const ADMIN_AUDIENCE_ROLES: ReadonlyArray<Role> = ["admin", "superAdmin"];

/**
 * Who hears of a session the sessions read model does not hold yet (each projection runs at its own
 * pace, so another one's table can be behind this one): every staff member, rather than its trainers
 * hearing nothing and keeping a stale screen. An announcement names only a topic, so it costs a refetch.
 */
export const UNKNOWN_SESSION_AUDIENCE_ROLES: ReadonlyArray<Role> = [...ADMIN_AUDIENCE_ROLES, "localLead", "trainer"];
