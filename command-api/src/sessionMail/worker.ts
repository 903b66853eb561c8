import type { Knex } from "knex";
import { withCorrelationId } from "@wellbeing/platform";
import { startReaction } from "../reactions/reactionRunner";
import { DEFAULT_SCHEDULER_SETTINGS, ScheduledEmailQueue, type SchedulerSettings } from "./scheduledEmailQueue";
import { sendScheduledEmail, type SchedulerDeps } from "./sendScheduledEmail";
import { sessionMailReaction } from "./reactions";

interface SessionMailWorker {
  stop(): Promise<void>;
}

/**
 * The background half of session e-mail: the durable queue with its worker (sends due e-mails)
 * and the reaction that keeps the queue and the scheduled e-mails in step with what happens (run
 * by one process at a time, however many run this worker).
 */
export const startSessionMailWorker = async (
  deps: SchedulerDeps,
  options: { databaseUrl: string; db: Knex; settings?: Partial<SchedulerSettings>; onError?: (error: unknown) => void },
): Promise<SessionMailWorker> => {
  const onError = options.onError ?? ((error: unknown) => console.error("session mail worker:", error));
  const queue = await ScheduledEmailQueue.start(options.databaseUrl, options.db, { ...DEFAULT_SCHEDULER_SETTINGS, ...options.settings }, onError);
  // A due e-mail's log lines carry its scheduled e-mail's id: the correlation id its events are recorded with.
  await queue.work((attempt) => withCorrelationId(attempt.job.scheduledEmailId, () => sendScheduledEmail(deps, attempt)));
  const reaction = await startReaction({
    store: deps.store,
    db: options.db,
    databaseUrl: options.databaseUrl,
    reaction: sessionMailReaction({ ...deps, queue }),
    onError,
  });
  return {
    stop: async () => {
      await reaction.stop();
      await queue.stop();
    },
  };
};
