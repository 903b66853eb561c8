import { createPool, loadConfig, migratePlatformSchema, openAppDatabase } from "@wellbeing/platform";
import { backUp } from "./backUp";
import { keysFileOf } from "./backupFile";

/** `npm run backup -- FILE`: the events (and secrets, reaction checkpoints) to FILE, the personal-data keys to FILE.keys. */
const main = async () => {
  const file = process.argv[2];
  if (!file) throw new Error("Say where to write the backup: npm run backup -- FILE (the keys go to FILE.keys)");
  const config = loadConfig();
  if (config.eventStoreUrl) throw new Error("EVENTSTORE_URL is set: back up EventStoreDB with its own tools; this backs up the Postgres event store.");
  const database = await openAppDatabase(config);
  const pool = createPool(database.url);
  try {
    await migratePlatformSchema(pool, { eventStoreTables: true });
    const done = await backUp(pool, { events: file, keys: keysFileOf(file) });
    console.log(`Backed up ${done.events} events to ${file} and ${done.keys} personal-data keys to ${keysFileOf(file)} (snapshot of ${done.createdAt}).`);
    console.log(`Keep ${keysFileOf(file)} apart from ${file}, and for a shorter time (see README, Backups).`);
  } finally {
    await pool.end();
    await database.release();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
