import { NotFound, programmeDate, sessionDecider, sessionStream, type ScheduledSession, type SessionSpaces } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadState } from "../infrastructure/aggregateStore";

/** The session as its own stream says now (capacity included), or null when there is none or it was deleted. */
export const loadLiveSession = async (store: EventStore, sessionId: string): Promise<ScheduledSession | null> => {
  const state = await loadState(store, sessionStream(sessionId), sessionDecider);
  return state.status === "scheduled" ? state : null;
};

/** What a roster decision that may free a space needs of the session: its capacity and dates as its stream says now. */
export const sessionSpacesOf = (session: Pick<ScheduledSession, "capacity" | "dates">, now: Date): SessionSpaces => ({
  capacity: session.capacity,
  dates: session.dates,
  today: programmeDate(now),
});

/** The live session's spaces, read at decision time (inside the roster's turn), or NotFound. */
export const loadSessionSpaces = async (store: EventStore, sessionId: string, now: Date): Promise<SessionSpaces | NotFound> => {
  const session = await loadLiveSession(store, sessionId);
  return session ? sessionSpacesOf(session, now) : new NotFound({ what: "session" });
};
