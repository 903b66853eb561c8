import { SingleBar } from "cli-progress";
import { createKnex, createPool, loadConfig, migratePlatformSchema, openAppDatabase, openEventStore } from "@wellbeing/platform";
import { allProjections } from "./slices";
import { rebuildReadModels } from "./rebuild/rebuildReadModels";

/** `npm run rebuild`: replays every projection from position 0 into fresh tables and swaps them in. */
const main = async () => {
  const config = loadConfig();
  const database = await openAppDatabase(config);
  const pool = createPool(database.url);
  const db = createKnex(database.url);
  try {
    await migratePlatformSchema(pool, { eventStoreTables: !config.eventStoreUrl });
    const { store } = await openEventStore(pool, { eventStoreUrl: config.eventStoreUrl });
    const total = await store.countEvents();
    const bar = new SingleBar({
      format:
        total === null
          ? "Rebuilding |{bar}| {value} events | {speed} events/s"
          : "Rebuilding |{bar}| {value}/{total} events | {speed} events/s | {eta_formatted} left",
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 1_000,
    });
    const started = Date.now();
    bar.start(total ?? 0, 0, { speed: 0 });
    const { events } = await rebuildReadModels({
      store,
      db,
      projections: allProjections,
      onProgress: ({ done }) => bar.update(done, { speed: Math.round(done / Math.max((Date.now() - started) / 1000, 0.001)) }),
    });
    bar.update(total ?? events, { speed: Math.round(events / Math.max((Date.now() - started) / 1000, 0.001)) });
    bar.stop();
    console.log(`Rebuilt ${allProjections.length} read models from ${events} events in ${((Date.now() - started) / 1000).toFixed(1)} s and swapped them in.`);
    await store.close();
  } finally {
    await db.destroy();
    await pool.end();
    await database.release();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
