import type { Knex } from "knex";
import { withCorrelationId } from "@wellbeing/platform";
import { startReaction } from "../reactions/reactionRunner";
import { DEFAULT_SCHEDULER_SETTINGS, type SchedulerSettings } from "../sessionMail/scheduledEmailQueue";
import { expireOffer } from "./expireOffer";
import { OfferExpiryQueue } from "./offerExpiryQueue";
import { waitingListReaction, type WaitingListReactionDeps } from "./waitingListReaction";

/**
 * The background half of the waiting list (issue 29): the offers' timers with their worker (expires an
 * offer left unanswered) and the reaction that e-mails each offer, sets its timer and offers the spaces a
 * session's edit freed (run by one process at a time, however many run this worker).
 */
export const startWaitingListWorker = async (
  deps: WaitingListReactionDeps,
  options: { databaseUrl: string; db: Knex; settings?: Partial<SchedulerSettings>; onError?: (error: unknown) => void },
): Promise<{ stop(): Promise<void> }> => {
  const onError = options.onError ?? ((error: unknown) => console.error("waiting list worker:", error));
  const queue = await OfferExpiryQueue.start(options.databaseUrl, options.db, { ...DEFAULT_SCHEDULER_SETTINGS, ...options.settings }, onError);
  // An expiry's events and log lines carry the offer's id as their correlation id.
  await queue.work((job) => withCorrelationId(job.offerId, () => expireOffer(deps, job, { actorId: null, correlationId: job.offerId, now: deps.clock() })));
  const reaction = await startReaction({
    store: deps.store,
    db: options.db,
    databaseUrl: options.databaseUrl,
    reaction: waitingListReaction({ ...deps, queue }),
    onError,
  });
  return {
    stop: async () => {
      await reaction.stop();
      await queue.stop();
    },
  };
};
