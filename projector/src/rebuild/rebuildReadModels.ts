import type { Knex } from "knex";
import type { EventStore, Position } from "@wellbeing/platform";
import { announcementPayloads, notifyAnnouncements } from "../runner/announcer";
import type { Projection } from "../runner/projection";
import { ProjectionRunner } from "../runner/projectionRunner";
import { LIVE_SCHEMA, migrateReadModels } from "../runner/readModelSchema";
import { ADMIN_AUDIENCE_ROLES } from "../runner/projection";
import { ROLES } from "@wellbeing/domain";

interface RebuildProgress {
  readonly done: number;
  readonly position: Position;
}

/**
 * Replays every projection from position 0 into a fresh schema while the live projector keeps
 * serving, then swaps it in: under the live projector's lock it catches up the last events and
 * renames the schemas in one transaction, so readers see either the old or the new read models.
 */
export const rebuildReadModels = async (options: {
  store: EventStore;
  db: Knex;
  projections: ReadonlyArray<Projection>;
  liveSchema?: string;
  onProgress?: (progress: RebuildProgress) => void;
}): Promise<{ events: number }> => {
  const { store, db, projections } = options;
  const liveSchema = options.liveSchema ?? LIVE_SCHEMA;
  const buildSchema = `${liveSchema}_rebuild_${Date.now()}`;
  await migrateReadModels(db, buildSchema, projections);
  let done = 0;
  const runner = new ProjectionRunner({
    store,
    db,
    schema: buildSchema,
    projections,
    batchSize: 4_000,
    onCommitted: ({ events, position }) => {
      done += events;
      options.onProgress?.({ done, position });
    },
  });
  const refuseFailures = (failures: ReadonlyArray<{ projection: string; position: string; eventType: string; error: string }>) => {
    if (failures.length === 0) return;
    const described = failures.map((failure) => `${failure.projection} at ${failure.position} (${failure.eventType}): ${failure.error}`).join("; ");
    throw new Error(`not swapping in read models that could not be rebuilt: ${described}`);
  };
  try {
    refuseFailures(await runner.catchUp());
    await db.transaction(async (trx) => {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('projector:' || ?))", [liveSchema]);
      const remaining = new ProjectionRunner({ store, db: trx as unknown as Knex, schema: buildSchema, projections, batchSize: 4_000 });
      refuseFailures(await remaining.catchUp());
      const retired = `${liveSchema}_retired_${Date.now()}`;
      await trx.raw("ALTER SCHEMA ?? RENAME TO ??", [liveSchema, retired]);
      await trx.raw("ALTER SCHEMA ?? RENAME TO ??", [buildSchema, liveSchema]);
      await trx.raw("DROP SCHEMA ?? CASCADE", [retired]);
      const head = await store.headPosition();
      if (head) {
        const everyone = { roles: ROLES, userIds: [] };
        await notifyAnnouncements(
          trx,
          announcementPayloads(
            head,
            projections.map((projection) => projection.name),
            [
              { topic: "sessions", ids: [], audience: everyone },
              { topic: "dashboard", ids: [], audience: everyone },
              { topic: "users", ids: [], audience: { roles: ADMIN_AUDIENCE_ROLES, userIds: [] } },
            ],
          ),
        );
      }
    });
  } catch (error) {
    await db.raw("DROP SCHEMA IF EXISTS ?? CASCADE", [buildSchema]);
    throw error;
  }
  return { events: done };
};
