import { Either } from "effect";
import { manageableSession, sessionDecider, sessionStream, type Actor, type DomainError, type ScheduledSession, type TrainerFacts } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadState } from "../infrastructure/aggregateStore";
import { refusalOfActor, trainerFacts } from "./sessionActors";

/** A session the caller may manage, with what the write side knows of its current trainers. */
export interface SessionToManage {
  readonly session: ScheduledSession;
  readonly currentTrainers: ReadonlyArray<TrainerFacts>;
}

/**
 * Loads the session and answers whether the caller may manage it (§6), before any input is
 * judged: their account must still hold the role their token names; else the refusal.
 */
export const sessionToManage = async (store: EventStore, actor: Actor, sessionId: string): Promise<Either.Either<SessionToManage, DomainError>> => {
  const refusal = await refusalOfActor(store, actor);
  if (refusal) return Either.left(refusal);
  const current = await loadState(store, sessionStream(sessionId), sessionDecider);
  const currentTrainers = current.status === "scheduled" ? await trainerFacts(store, current.trainerIds) : [];
  return Either.map(manageableSession(current, actor, currentTrainers), (session) => ({ session, currentTrainers }));
};
