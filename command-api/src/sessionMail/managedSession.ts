import { Either } from "effect";
import { sessionDecider, sessionFactsOf, sessionStream, type Actor, type DomainError, type ScheduledSession, type SessionFacts } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadState } from "../infrastructure/aggregateStore";
import { sessionToManage } from "../sessions/sessionToManage";
import { loadAccounts } from "../users/accounts";

/** A session as its e-mails need it: its stream's state and the facts the e-mails tell. */
export interface MailedSession {
  readonly session: ScheduledSession;
  readonly facts: SessionFacts;
}

/** The session, read from the write side, or null once it is gone (the scheduler has nobody to ask). */
export const loadMailedSession = async (store: EventStore, sessionId: string): Promise<MailedSession | null> => {
  const state = await loadState(store, sessionStream(sessionId), sessionDecider);
  if (state.status !== "scheduled") return null;
  const trainers = await loadAccounts(store, state.trainerIds);
  return {
    session: state,
    facts: sessionFactsOf(
      state,
      trainers.map((trainer) => trainer?.name ?? null),
    ),
  };
};

/**
 * The session, when the caller may manage it (§6: its trainers, their local leads, admins) and
 * their account still holds the role their token names; else the refusal.
 */
export const sessionToMail = async (store: EventStore, actor: Actor, sessionId: string): Promise<Either.Either<MailedSession, DomainError>> =>
  Either.map(await sessionToManage(store, actor, sessionId), ({ session, trainerNames }) => ({ session, facts: sessionFactsOf(session, trainerNames) }));
