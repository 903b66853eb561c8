import {
  registrationIndexStream,
  attendedSessions,
  isRegistered,
  rosterDecider,
  rosterStream,
  sessionDecider,
  sessionStream,
  type ActiveAccount,
  type RegistrationIndexEvent,
  type AttendedSession,
} from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadState, readDomainEvents } from "../infrastructure/aggregateStore";

/**
 * The sessions a person holds a confirmed place on, as the write side knows them (never a read model):
 * their attendance index names the sessions, each session's roster confirms the place (by their account,
 * or by their address once proven) and its own stream says what it is and when it runs.
 */
export const attendedSessionsOf = async (store: EventStore, account: ActiveAccount): Promise<ReadonlyArray<AttendedSession>> => {
  const { events } = await readDomainEvents(store, registrationIndexStream(account.userId));
  const person = { participantId: account.userId, email: account.emailVerified ? account.email : null };
  const sessions = await Promise.all(
    attendedSessions(events as RegistrationIndexEvent[]).map(async (sessionId): Promise<AttendedSession | null> => {
      const [session, roster] = await Promise.all([
        loadState(store, sessionStream(sessionId), sessionDecider),
        loadState(store, rosterStream(sessionId), rosterDecider),
      ]);
      if (session.status !== "scheduled" || !isRegistered(roster, person)) return null;
      return { sessionId, course: session.course, modules: session.modules, dates: session.dates };
    }),
  );
  return sessions.filter((session): session is AttendedSession => session !== null);
};
