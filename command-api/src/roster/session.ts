import { sessionDecider, sessionStream, type ScheduledSession } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadState } from "../infrastructure/aggregateStore";

/** The session as its own stream says now (capacity included), or null when there is none or it was deleted. */
export const loadLiveSession = async (store: EventStore, sessionId: string): Promise<ScheduledSession | null> => {
  const state = await loadState(store, sessionStream(sessionId), sessionDecider);
  return state.status === "scheduled" ? state : null;
};
