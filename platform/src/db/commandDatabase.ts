import type { Knex } from "knex";
import type pg from "pg";
import { loadConfig, type AppConfig } from "../config";
import { openEventStore, type EventStoreHandle } from "../eventStore/openEventStore";
import { openAppDatabase } from "./localDatabase";
import { migratePlatformSchema } from "./platformSchema";
import { createKnex, createPool } from "./postgres";

interface CommandResources {
  readonly config: AppConfig;
  readonly db: Knex;
  readonly pool: pg.Pool;
  readonly eventStore: EventStoreHandle;
}

/**
 * For a one-off command (`npm run research-export`...): the application database of the
 * configuration (joining a running `npm start`'s, or starting the embedded one), its platform tables
 * in place and its event store open, all closed again once `work` is done.
 */
export const withAppEventStore = async <T>(work: (resources: CommandResources) => Promise<T>): Promise<T> => {
  const config = loadConfig();
  const database = await openAppDatabase(config);
  const pool = createPool(database.url);
  const db = createKnex(database.url);
  try {
    await migratePlatformSchema(pool, { eventStoreTables: !config.eventStoreUrl });
    const eventStore = await openEventStore(pool, { eventStoreUrl: config.eventStoreUrl });
    try {
      return await work({ config, db, pool, eventStore });
    } finally {
      await eventStore.store.close();
    }
  } finally {
    await db.destroy();
    await pool.end();
    await database.release();
  }
};
