import { NotAllowed, NotFound, PRODUCT_TEXTS, canManageSession, sessionDecider, sessionStream, type Actor, type DomainError, type SessionState } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadState } from "../infrastructure/aggregateStore";
import { loadAccount } from "../users/accounts";

export type LiveSession = Extract<SessionState, { status: "scheduled" }>;

/** The session as its own stream says now (capacity included), or null when there is none or it was deleted. */
export const loadLiveSession = async (store: EventStore, sessionId: string): Promise<LiveSession | null> => {
  const state = await loadState(store, sessionStream(sessionId), sessionDecider);
  return state.status === "scheduled" ? state : null;
};

/**
 * The session, when this staff member may manage it (§6: its trainers, their local leads, admins)
 * and their account still holds the role their token names; otherwise the refusal.
 */
export const sessionToManage = async (store: EventStore, actor: Actor, sessionId: string): Promise<LiveSession | DomainError> => {
  const [account, session] = await Promise.all([loadAccount(store, actor.userId), loadLiveSession(store, sessionId)]);
  if (!account || !account.roles.includes(actor.role)) return new NotAllowed({ reason: PRODUCT_TEXTS.notAllowed });
  if (!session) return new NotFound({ what: "session" });
  const trainers = await Promise.all(session.trainerIds.map((id) => loadAccount(store, id)));
  const trainerLeadIds = trainers.flatMap((trainer) => (trainer?.localLeadId ? [trainer.localLeadId] : []));
  return canManageSession(actor, { trainerIds: session.trainerIds, trainerLeadIds }) ? session : new NotAllowed({ reason: PRODUCT_TEXTS.notAllowed });
};

export const isDomainError = (value: LiveSession | DomainError): value is DomainError => "_tag" in value;
