import type { EventStore, Position, RecordedEvent } from "@wellbeing/platform";

// What the event log holds, read through the event store port only: the same checks hold whichever
// adapter (Postgres, EventStoreDB) keeps the events.

const PAGE = 500;

/** Every event a reader of the store can see, in global order. */
export const allEvents = async (store: EventStore): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  let after: Position | undefined;
  for (;;) {
    const page = await store.readAll({ fromPosition: after, limit: PAGE });
    if (page.length === 0) return events;
    events.push(...page);
    after = page.at(-1)!.position;
  }
};

/** How many events the store holds (counted by the store when it can tell cheaply): refusals must leave it unchanged. */
export const eventCount = async (system: { readonly store: EventStore }): Promise<number> =>
  (await system.store.countEvents()) ?? (await allEvents(system.store)).length;

/** An event as one text: its stream, type, data and metadata. */
export const eventText = (event: RecordedEvent): string =>
  JSON.stringify({ streamId: event.streamId, type: event.type, data: event.data, metadata: event.metadata });

/** The events of the store that mention any of these (case-insensitively), as text. */
export const eventsMentioning = async (store: EventStore, needles: ReadonlyArray<string>): Promise<string[]> => {
  const lowered = needles.map((needle) => needle.toLowerCase());
  return (await allEvents(store)).map(eventText).filter((text) => lowered.some((needle) => text.toLowerCase().includes(needle)));
};
