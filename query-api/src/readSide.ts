import type { Knex } from "knex";
import { CHECK_IN_SECRET, CallerStanding, CheckInTokens, getOrCreateSecret, type EventStore } from "@wellbeing/platform";
import { ProjectionWatermark } from "./consistency/projectionWatermark";
import type { QueryApiDeps } from "./deps";
import { AnnouncementListener } from "./live/announcementListener";
import { LiveHub } from "./live/liveHub";
import { QUERY_SLICES } from "./slices";

/** Starts what the query API needs besides the database: the announcement listener, watermark and hub. */
export const startReadSide = async (options: { databaseUrl: string; db: Knex; schema: string; store: EventStore; consistencyWaitMs?: number }) => {
  const listener = new AnnouncementListener(options.databaseUrl);
  await listener.start();
  const watermark = new ProjectionWatermark(options.db, options.schema, listener);
  await watermark.refresh();
  const standing = new CallerStanding(options.store);
  const clock = () => new Date();
  // The answers pushes carry are read from the same read models, by the same queries, as the slices' routes.
  const figureSources = QUERY_SLICES.flatMap((slice) => slice.liveFigures?.({ db: options.db, schema: options.schema, clock }) ?? []);
  const live = new LiveHub(listener, standing, figureSources);
  const deps: QueryApiDeps = {
    db: options.db,
    schema: options.schema,
    store: options.store,
    standing,
    watermark,
    live,
    consistencyWaitMs: options.consistencyWaitMs ?? 5_000,
    clock,
    checkInTokens: new CheckInTokens(await getOrCreateSecret(options.db, CHECK_IN_SECRET)),
  };
  return {
    deps,
    stop: async () => {
      live.stop();
      await listener.stop();
    },
  };
};
