import type { Knex } from "knex";
import type { ProjectionWatermark } from "./consistency/projectionWatermark";
import type { LiveHub } from "./live/liveHub";

/** What the query API is built from; the launcher (or a test) composes it. */
export interface QueryApiDeps {
  readonly db: Knex;
  /** The schema of the live read models. */
  readonly schema: string;
  readonly watermark: ProjectionWatermark;
  readonly live: LiveHub;
  /** How long a query carrying a consistency token may wait for the projector. */
  readonly consistencyWaitMs: number;
  readonly clock: () => Date;
}
