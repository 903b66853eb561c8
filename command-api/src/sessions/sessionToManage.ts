import { Either } from "effect";
import { manageableSession, sessionDecider, sessionStream, type Actor, type DomainError, type ScheduledSession, type TrainerFacts } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadState } from "../infrastructure/aggregateStore";
import { loadAccounts } from "../users/accounts";
import { refusalOfActor, trainerFactsOf } from "./actors";

/** A session the caller may manage, with what the write side knows of its current trainers. */
export interface SessionToManage {
  readonly session: ScheduledSession;
  readonly currentTrainers: ReadonlyArray<TrainerFacts>;
  /** The names of the session's trainers, in its order (null for one without an account). */
  readonly trainerNames: ReadonlyArray<string | null>;
}

/**
 * Loads the session and answers whether the caller may manage it (§6), before any input is
 * judged: their account must still hold the role their token names; else the refusal.
 */
export const sessionToManage = async (store: EventStore, actor: Actor, sessionId: string): Promise<Either.Either<SessionToManage, DomainError>> => {
  const refusal = await refusalOfActor(store, actor);
  if (refusal) return Either.left(refusal);
  const current = await loadState(store, sessionStream(sessionId), sessionDecider);
  const accounts = current.status === "scheduled" ? await loadAccounts(store, current.trainerIds) : [];
  const currentTrainers = accounts.flatMap((account) => (account ? [trainerFactsOf(account)] : []));
  return Either.map(manageableSession(current, actor, currentTrainers), (session) => ({
    session,
    currentTrainers,
    trainerNames: accounts.map((account) => account?.name ?? null),
  }));
};
