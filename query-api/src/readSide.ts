import type { Knex } from "knex";
import { ProjectionWatermark } from "./consistency/projectionWatermark";
import type { QueryApiDeps } from "./deps";
import { AnnouncementListener } from "./live/announcementListener";
import { LiveHub } from "./live/liveHub";

/** Starts what the query API needs besides the database: the announcement listener, watermark and hub. */
export const startReadSide = async (options: { databaseUrl: string; db: Knex; schema: string; consistencyWaitMs?: number }) => {
  const listener = new AnnouncementListener(options.databaseUrl);
  await listener.start();
  const watermark = new ProjectionWatermark(options.db, options.schema, listener);
  await watermark.refresh();
  const deps: QueryApiDeps = {
    db: options.db,
    schema: options.schema,
    watermark,
    live: new LiveHub(listener),
    consistencyWaitMs: options.consistencyWaitMs ?? 5_000,
    clock: () => new Date(),
  };
  return { deps, stop: () => listener.stop() };
};
