import type { Knex } from "knex";
import type { CallerStanding, CheckInTokens, EventStore } from "@wellbeing/platform";
import type { ProjectionWatermark } from "./consistency/projectionWatermark";
import type { LiveHub } from "./live/liveHub";

/** What the query API is built from; the launcher (or a test) composes it. */
export interface QueryApiDeps {
  readonly db: Knex;
  /** The schema of the live read models. */
  readonly schema: string;
  /** The event store: the head position, and (through `standing`) each caller's own user stream. */
  readonly store: EventStore;
  /** Judges session tokens against the person's user stream (the service app's request hook uses it too). */
  readonly standing: CallerStanding;
  readonly watermark: ProjectionWatermark;
  readonly live: LiveHub;
  /** How long a query may wait for the projector to pass the caller's latest write. */
  readonly consistencyWaitMs: number;
  readonly clock: () => Date;
  /** Signs the check-in codes Manage Session shows (issue 29); the command API checks them. */
  readonly checkInTokens: CheckInTokens;
}
