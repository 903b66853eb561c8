import type { EventStore, Position, RecordedEvent } from "@wellbeing/platform";

/** Every event a reader of the store can see, in global order (through the port: any adapter). */
export const allEventsOf = async (store: EventStore): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  let after: Position | undefined;
  for (;;) {
    const page = await store.readAll({ fromPosition: after, limit: 500 });
    if (page.length === 0) return events;
    events.push(...page);
    after = page.at(-1)!.position;
  }
};
