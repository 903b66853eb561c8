import { loadState } from "../infrastructure/aggregateStore";
import { rosterDecider, rosterStream, sessionFactsOf, type DomainEventType } from "@wellbeing/domain";
import { reactionContext, type ReactedEvent, type Reaction } from "../reactions/reactionRunner";
import { loadAccount, loadAccounts } from "../users/accounts";
import type { CommandApiDeps } from "../deps";
import { offerMail } from "./offerMail";
import type { OfferExpiryQueue } from "./offerExpiryQueue";
import { loadLiveSession } from "./session";
import { decideOnWaitingList } from "./waitingListDecision";

const TYPES: ReadonlyArray<DomainEventType> = ["SpaceOffered", "SessionEdited"];

/** The reaction's name: its leader lock's and its checkpoint's. */
export const WAITING_LIST_REACTION = "waiting-list";

export type WaitingListReactionDeps = Pick<CommandApiDeps, "store" | "clock" | "mailer" | "publicUrl" | "personTurns">;

/** The offer's e-mail, once (its outbox key names the offer), while the offer is still open and the person still has an address. */
const sendOffer = async (deps: WaitingListReactionDeps, offer: { sessionId: string; participantId: string; offerId: string; expiresAt: string }) => {
  const roster = await loadState(deps.store, rosterStream(offer.sessionId), rosterDecider);
  if (!roster.waitingList.offers.some((open) => open.offerId === offer.offerId)) return;
  const [account, session] = await Promise.all([loadAccount(deps.store, offer.participantId), loadLiveSession(deps.store, offer.sessionId)]);
  if (!account?.email || !session) return;
  const trainers = await loadAccounts(deps.store, session.trainerIds);
  const facts = sessionFactsOf(
    session,
    trainers.map((trainer) => trainer?.name ?? null),
  );
  await deps.mailer.send(
    offerMail({ to: account.email, session: facts, offerId: offer.offerId, expiresAt: offer.expiresAt, publicUrl: deps.publicUrl, language: account.language }),
  );
};

/**
 * What the waiting list does when other things happen (issue 29): a space offered gets its timer and
 * its e-mail; a session edited (its capacity raised, its dates moved) offers the spaces it freed. Each
 * step is idempotent: the timer's job id and the e-mail's outbox key name the offer, and an edit offers
 * only what is still free.
 */
export const waitingListReaction = (deps: WaitingListReactionDeps & { readonly queue: OfferExpiryQueue }): Reaction => ({
  name: WAITING_LIST_REACTION,
  types: new Set(TYPES),
  react: async (cause: ReactedEvent) => {
    const { event } = cause;
    if (event.type === "SpaceOffered") {
      const { sessionId, offerId, expiresAt } = event.data;
      await deps.queue.enqueue({ sessionId, offerId, expiresAt });
      return sendOffer(deps, event.data);
    }
    if (event.type === "SessionEdited") {
      const { sessionId } = event.data;
      const context = reactionContext(cause, deps.clock());
      // A deleted session (NotFound) has nothing to offer.
      await decideOnWaitingList(deps, sessionId, context, (session) => ({ type: "OfferFreeSpaces", sessionId, session, now: context.now.toISOString() }));
    }
  },
});
