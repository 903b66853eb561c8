import { Either } from "effect";
import type { PersonTurns } from "../users/personsTurn";
import type { CommandContext } from "../infrastructure/commandContext";
import type { StoreDeps } from "./deps";
import type { OfferExpiryJob } from "./offerExpiryQueue";
import { decideOnWaitingList } from "./waitingListDecision";

/**
 * An offer's timer fired: the offer expires if it is still open and its time ran out by the clock, and
 * the space passes to the next in line in the same decision. Idempotent: an offer answered or expired
 * records nothing. Fired before its time by the clock here (the database's clock runs ahead), it throws,
 * so the queue tries again later.
 */
export const expireOffer = async (deps: StoreDeps & { readonly personTurns: PersonTurns }, job: OfferExpiryJob, context: CommandContext): Promise<void> => {
  if (context.now.getTime() < new Date(job.expiresAt).getTime()) throw new Error(`offer ${job.offerId} is not due until ${job.expiresAt}`);
  const decided = await decideOnWaitingList(deps, job.sessionId, context, (session) => ({
    type: "ExpireOffer",
    sessionId: job.sessionId,
    offerId: job.offerId,
    session,
    now: context.now.toISOString(),
  }));
  // A session deleted since has no roster to decide on: nothing is held any more.
  if (Either.isLeft(decided) && decided.left._tag !== "NotFound") throw new Error(`offer ${job.offerId} expiry refused: ${JSON.stringify(decided.left)}`);
};
