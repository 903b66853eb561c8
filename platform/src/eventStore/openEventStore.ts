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
  readonly kind: "postgres" | "eventstoredb";
}

/**
 * The event store of the configuration: EventStoreDB when a URL is given, else the Postgres
 * store in the application database. Personal-data keys always live in Postgres.
 */
export const openEventStore = async (pool: pg.Pool, options: { eventStoreUrl?: string }): Promise<EventStoreHandle> => {
  const keyring = new Keyring(pool);
  if (options.eventStoreUrl) {
    const { EventStoreDbEventStore } = await import("./eventStoreDb/eventStoreDbEventStore");
    const inner = new EventStoreDbEventStore(options.eventStoreUrl);
    return { store: new PersonalDataEventStore(inner, keyring, personalDataRules), sealedStore: inner, keyring, kind: "eventstoredb" };
  }
  const inner = new PostgresEventStore(pool);
  return { store: new PersonalDataEventStore(inner, keyring, personalDataRules), sealedStore: inner, keyring, kind: "postgres" };
};
