import { Either } from "effect";
import { foldEvents, scheduledEmailToSend, sessionMailDecider, sessionMailStream, type Recipient, type SessionMailEvent } from "@wellbeing/domain";
import type { Mailer, EventStore } from "@wellbeing/platform";
import { decideAndAppend, readDomainEvents } from "../infrastructure/aggregateStore";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import type { SurveyLinkTokens } from "../evaluations/surveyLinkTokens";
import type { EmailIndex } from "../users/emailIndex";
import { deliverSessionEmail } from "./delivery";
import { loadMailedSession } from "./managedSession";
import { jobIdOf, type JobAttempt, type ScheduledEmailJob } from "./scheduledEmailQueue";

export interface SchedulerDeps {
  readonly store: EventStore;
  /** Names an address's index stream: its account says the recipient's language. */
  readonly emailIndex: EmailIndex;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly clock: () => Date;
  /** The personal tokens of the survey links it sends (issue 25). */
  readonly surveyLinks: SurveyLinkTokens;
}

export const loadSessionMail = async (store: EventStore, sessionId: string) => {
  const { events } = await readDomainEvents(store, sessionMailStream(sessionId));
  return foldEvents(sessionMailDecider, events as SessionMailEvent[]);
};

const schedulerContext = (deps: SchedulerDeps, job: ScheduledEmailJob): CommandContext => ({
  actorId: null,
  correlationId: job.scheduledEmailId,
  causationId: jobIdOf(job),
  now: deps.clock(),
});

/**
 * The scheduler's job: send a due e-mail once. The e-mail log decides whether it is still to be
 * sent at this job's time (not cancelled, sent or moved meanwhile); then each recipient gets
 * their message and the sending is recorded. A failure throws, so pg-boss tries again with
 * backoff, reaching only the recipients not reached yet (each message is named by the job and
 * the address); after the last try the failure is recorded and the e-mail shows as failed.
 */
export const sendScheduledEmail = async (deps: SchedulerDeps, { job, lastTry, attempt }: JobAttempt): Promise<void> => {
  const email = scheduledEmailToSend(await loadSessionMail(deps.store, job.sessionId), job.scheduledEmailId, job.dueAt);
  if (!email) return;
  const mailed = await loadMailedSession(deps.store, job.sessionId);
  // A deleted session's e-mails are cancelled by its deletion (reactions.ts).
  if (!mailed) return;

  const recipients = email.recipients.filter((recipient): recipient is Recipient => recipient.email !== null);
  const { delivered, failed } = await deliverSessionEmail(
    deps,
    email,
    mailed.facts,
    recipients,
    (recipient) => `scheduled-email/${jobIdOf(job)}/${recipient.email}`,
  );
  if (failed.length > 0 && (!lastTry || delivered.length === 0)) {
    if (lastTry) await recordFailure(deps, job, attempt, String(failed[0]!.error));
    throw new Error(`scheduled e-mail ${job.scheduledEmailId}: ${failed.length} of ${recipients.length} recipients not reached`, { cause: failed[0]!.error });
  }
  const context = schedulerContext(deps, job);
  const recorded = await decideAndAppend({
    store: deps.store,
    streamId: sessionMailStream(job.sessionId),
    decider: sessionMailDecider,
    command: {
      type: "RecordScheduledEmailSent",
      sessionId: job.sessionId,
      scheduledEmailId: job.scheduledEmailId,
      emailId: newId(),
      delivered,
      now: context.now.toISOString(),
    },
    context,
  });
  if (Either.isLeft(recorded)) throw new Error(`scheduled e-mail ${job.scheduledEmailId} sent but not recorded: ${recorded.left._tag}`);
};

const recordFailure = async (deps: SchedulerDeps, job: ScheduledEmailJob, attempts: number, reason: string) => {
  const { sessionId, scheduledEmailId } = job;
  const context = schedulerContext(deps, job);
  await decideAndAppend({
    store: deps.store,
    streamId: sessionMailStream(sessionId),
    decider: sessionMailDecider,
    command: { type: "RecordScheduledEmailFailure", sessionId, scheduledEmailId, attempts, reason, now: context.now.toISOString() },
    context,
  });
};
