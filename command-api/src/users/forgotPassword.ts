import { Either } from "effect";
import { emailIndexDecider, foldEvents, type EmailIndexEvent } from "@wellbeing/domain";
import type { CommandApiDeps } from "../deps";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccount } from "./accounts";
import { passwordResetMail } from "./passwordMails";
import { recordPasswordLink } from "./passwordLinks";
import type { PasswordResetAttempt } from "./passwordResetQueue";

/**
 * GET forget-password: records the request, and nothing else, before the answer: the same one
 * write whether the address has an account or not, so neither the answer nor its timing tells them
 * apart, and a process that dies after answering loses nothing (another command API works it).
 */
export const requestPasswordReset = async (
  deps: Pick<CommandApiDeps, "emailIndex" | "passwordResets">,
  email: string,
  context: CommandContext,
): Promise<void> =>
  deps.passwordResets.request({ emailStream: deps.emailIndex.streamOf(email), correlationId: context.correlationId, requestedAt: context.now.toISOString() });

/**
 * Works a recorded request: when the address has an account, issues a reset link (an hour) and
 * e-mails it through the outbox under the request's id, so however often the work is tried (a
 * failure, a worker that died) the person gets one e-mail. An unknown address does nothing.
 */
export const sendPasswordReset = async (
  deps: Pick<CommandApiDeps, "store" | "publicUrl" | "mailer" | "clock">,
  { id, job }: PasswordResetAttempt,
): Promise<void> => {
  const { events } = await readDomainEvents(deps.store, job.emailStream);
  const holder = foldEvents(emailIndexDecider, events as EmailIndexEvent[]).holder;
  const account = holder ? await loadAccount(deps.store, holder) : null;
  if (!account?.email) return;
  // Appended by a job, so its events name the job as their cause (see README, Several command APIs).
  const context: CommandContext = { actorId: null, correlationId: job.correlationId, causationId: id, now: deps.clock() };
  const link = await recordPasswordLink(deps, account.userId, "reset", context);
  // Thrown, the request is tried again later (pg-boss): a refusal here is a conflict that passes.
  if (Either.isLeft(link)) throw new Error(`password reset link refused: ${JSON.stringify(link.left)}`);
  await deps.mailer.send({ ...passwordResetMail(account.email, link.right.url, account.language), idempotencyKey: `password-reset:${id}` });
};
