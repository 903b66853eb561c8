import type { EventStore } from "./port";

/**
 * Whether the store holds no event at all. The head a reader sees can trail what is committed while
 * any transaction on the server is still open (Postgres orders by commit safely), so an empty head
 * alone does not prove an empty store: count the events where the store can.
 */
export const storeIsEmpty = async (store: EventStore): Promise<boolean> => {
  const count = await store.countEvents();
  return count === null ? (await store.headPosition()) === null : count === 0;
};
