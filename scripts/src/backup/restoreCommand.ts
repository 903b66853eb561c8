import { existsSync } from "node:fs";
import { createPool, loadConfig, migratePlatformSchema, openAppDatabase } from "@wellbeing/platform";
import { keysFileOf } from "./backupFile";
import { restore } from "./restore";

/** The keys file to restore with: `--keys KEYS_FILE`, else FILE.keys when it is there, else none. */
const keysFileFrom = (file: string, args: ReadonlyArray<string>): string | null => {
  const named = args.indexOf("--keys");
  if (named !== -1) {
    const keys = args[named + 1];
    if (!keys) throw new Error("--keys needs the keys file");
    return keys;
  }
  return existsSync(keysFileOf(file)) ? keysFileOf(file) : null;
};

/** `npm run restore -- FILE [--keys KEYS_FILE]`: into an empty database; the services rebuild the read models when they start. */
const main = async () => {
  const [file, ...args] = process.argv.slice(2);
  if (!file) throw new Error("Say which backup to restore: npm run restore -- FILE [--keys KEYS_FILE]");
  const config = loadConfig();
  if (config.eventStoreUrl) throw new Error("EVENTSTORE_URL is set: this restores into the Postgres event store.");
  const keys = keysFileFrom(file, args);
  const database = await openAppDatabase(config);
  const pool = createPool(database.url);
  try {
    await migratePlatformSchema(pool, { eventStoreTables: true });
    const done = await restore(pool, { events: file, keys });
    console.log(`Restored ${done.events} events (snapshot of ${done.createdAt}) and ${done.keys} personal-data keys.`);
    if (!keys) console.log("No keys file: every name, address and free text in the events stays unreadable (as if everyone were erased).");
    console.log("Start the services (npm start): the projector builds the read models from the restored events.");
  } finally {
    await pool.end();
    await database.release();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
