import { foldEvents, rosterDecider, rosterStream, type RosterEvent, type RosterState } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { readDomainEvents } from "../infrastructure/aggregateStore";

/** A session's roster as its stream says now (the write side's view, never behind). */
export const loadRoster = async (store: EventStore, sessionId: string): Promise<RosterState> => {
  const { events } = await readDomainEvents(store, rosterStream(sessionId));
  return foldEvents(rosterDecider, events as RosterEvent[]);
};
