import type { EventStore, RecordedEvent } from "@wellbeing/platform";

const PAGE = 1_000;

/** The whole event log in global order, read through the event store port (any adapter). */
export const readAllEvents = async (store: EventStore): Promise<RecordedEvent[]> => {
  const all: RecordedEvent[] = [];
  for (let page = await store.readAll({ limit: PAGE }); page.length > 0; page = await store.readAll({ fromPosition: page.at(-1)!.position, limit: PAGE })) {
    all.push(...page);
  }
  return all;
};
