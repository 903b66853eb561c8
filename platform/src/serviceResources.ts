import type { Knex } from "knex";
import type pg from "pg";
import { createKnex, createPool } from "./db/postgres";
import { migratePlatformSchema } from "./db/platformSchema";
import { openEventStore } from "./eventStore/openEventStore";
import type { Keyring } from "./eventStore/personalData/keyring";
import type { EventStore } from "./eventStore/port";

/** The connections a service works with: the event store (personal data sealed), Postgres, knex. */
export interface ServiceResources {
  readonly pool: pg.Pool;
  readonly db: Knex;
  readonly store: EventStore;
  /** The event store as it keeps events, personal fields sealed: for proving nothing personal is kept in clear. */
  readonly sealedStore: EventStore;
  readonly keyring: Keyring;
  close(): Promise<void>;
}

export const openServiceResources = async (options: { databaseUrl: string; eventStoreUrl?: string; poolSize?: number }): Promise<ServiceResources> => {
  const pool = createPool(options.databaseUrl, options.poolSize ?? 10);
  await migratePlatformSchema(pool, { eventStoreTables: !options.eventStoreUrl });
  // A store the services cannot use safely (RefusedToStart) leaves nothing open behind it.
  const { store, sealedStore, keyring } = await openEventStore(pool, { eventStoreUrl: options.eventStoreUrl }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  const db = createKnex(options.databaseUrl, options.poolSize ?? 10);
  return {
    pool,
    db,
    store,
    sealedStore,
    keyring,
    close: async () => {
      await store.close();
      await db.destroy();
      await pool.end();
    },
  };
};

/** Runs `stop` once on SIGINT/SIGTERM, then exits. */
export const stopOnSignals = (stop: () => Promise<void>): void => {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping…`);
    stop()
      .catch((error) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on("SIGINT", () => handler("SIGINT"));
  process.on("SIGTERM", () => handler("SIGTERM"));
};

/** A service started on its own needs a database to talk to. */
export const requireDatabaseUrl = (databaseUrl: string | undefined, service: string): string => {
  if (!databaseUrl) throw new Error(`${service} needs DATABASE_URL (npm start runs every service with an embedded database)`);
  return databaseUrl;
};
