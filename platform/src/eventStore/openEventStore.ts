import type pg from "pg";
import { personalDataRules } from "@wellbeing/domain";
import { Keyring } from "./personalData/keyring";
import { PersonalDataEventStore } from "./personalData/personalDataEventStore";
import type { EventStore } from "./port";
import { PostgresEventStore } from "./postgres/postgresEventStore";

export interface EventStoreHandle {
  /** The store services use: personal fields sealed on the way in and opened on the way out. */
  readonly store: EventStore;
  /** The same store without the personal-data layer: events as kept, personal fields sealed (closed with `store`). */
  readonly sealedStore: EventStore;
  readonly keyring: Keyring;
  readonly kind: "postgres" | "kurrentdb";
}

/**
 * The event store of the configuration: KurrentDB when a URL is given (refused, RefusedToStart,
 * when it cannot append to several streams as one), else the Postgres store in the application
 * database. Personal-data keys always live in Postgres.
 */
export const openEventStore = async (pool: pg.Pool, options: { eventStoreUrl?: string }): Promise<EventStoreHandle> => {
  const keyring = new Keyring(pool);
  if (options.eventStoreUrl) {
    const { KurrentDbEventStore } = await import("./eventStoreDb/kurrentDbEventStore");
    const inner = await KurrentDbEventStore.connect(options.eventStoreUrl);
    return { store: new PersonalDataEventStore(inner, keyring, personalDataRules), sealedStore: inner, keyring, kind: "kurrentdb" };
  }
  const inner = new PostgresEventStore(pool);
  return { store: new PersonalDataEventStore(inner, keyring, personalDataRules), sealedStore: inner, keyring, kind: "postgres" };
};
