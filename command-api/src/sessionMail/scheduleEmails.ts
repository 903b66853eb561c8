import { Either } from "effect";
import { sessionMailDecider, sessionMailStream, type Actor, type DomainError } from "@wellbeing/domain";
import type { Position } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import { rosterPeopleOf } from "../roster/people";
import { sessionToMail } from "./managedSession";
import { checkSurveyType, type EmailRequest } from "./sendEmails";

/**
 * Schedules an e-mail of the session (§2.11 Schedule Email). Only the decision is recorded here;
 * the scheduler's job is made from the recorded event (see reactions.ts), so what is
 * recorded is always what gets sent.
 */
export const scheduleSessionEmail = async (
  deps: CommandApiDeps,
  actor: Actor,
  sessionId: string,
  request: EmailRequest & { readonly dueAt: string; readonly confirmDuplicate: boolean },
  context: CommandContext,
): Promise<Either.Either<{ scheduledEmailId: string; position: Position | null }, DomainError>> => {
  const mailed = await sessionToMail(deps.store, actor, sessionId);
  if (Either.isLeft(mailed)) return Either.left(mailed.left);
  const wrongSurvey = checkSurveyType(mailed.right, request);
  if (wrongSurvey) return Either.left(wrongSurvey);

  const { dueAt, confirmDuplicate, ...draft } = request;
  const scheduledEmailId = newId();
  const scheduled = await decideAndAppend({
    store: deps.store,
    streamId: sessionMailStream(sessionId),
    decider: sessionMailDecider,
    command: {
      type: "ScheduleEmail",
      sessionId,
      scheduledEmailId,
      draft: { ...draft, recipients: await rosterPeopleOf(deps, draft.recipients) },
      dueAt,
      scheduledBy: actor.userId,
      confirmDuplicate,
      now: context.now.toISOString(),
    },
    context,
  });
  return Either.map(scheduled, ({ position }) => ({ scheduledEmailId, position }));
};

/** Cancels a scheduled e-mail that has not gone out (§2.10 scheduleTable). */
export const cancelScheduledEmail = async (
  deps: CommandApiDeps,
  actor: Actor,
  sessionId: string,
  scheduledEmailId: string,
  context: CommandContext,
): Promise<Either.Either<Position | null, DomainError>> => {
  const mailed = await sessionToMail(deps.store, actor, sessionId);
  if (Either.isLeft(mailed)) return Either.left(mailed.left);
  const cancelled = await decideAndAppend({
    store: deps.store,
    streamId: sessionMailStream(sessionId),
    decider: sessionMailDecider,
    command: { type: "CancelScheduledEmail", sessionId, scheduledEmailId, cancelledBy: actor.userId, now: context.now.toISOString() },
    context,
  });
  return Either.map(cancelled, ({ position }) => position);
};
