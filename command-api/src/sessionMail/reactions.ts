import { Either } from "effect";
import {
  lastDateOf,
  sessionDecider,
  sessionMailDecider,
  sessionMailStream,
  sessionStream,
  type DomainEventType,
  type SessionMailCommand,
} from "@wellbeing/domain";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import { newId } from "../infrastructure/commandContext";
import { reactionContext, type ReactedEvent, type Reaction } from "../reactions/reactionRunner";
import type { ScheduledEmailQueue } from "./scheduledEmailQueue";
import { loadSessionMail, type SchedulerDeps } from "./sendScheduledEmail";

const TYPES: ReadonlyArray<DomainEventType> = [
  "SessionEdited",
  "SessionDeleted",
  "AttendeeRegistered",
  "AttendeeRemoved",
  "SessionEmailScheduled",
  "ScheduledEmailMoved",
  "ScheduledEmailCancelled",
];

/** The reaction's name: its leader lock's and its checkpoint's. */
export const SESSION_MAIL_REACTION = "session-mail";

const sameDays = (a: ReadonlyArray<{ sessionDate: string }>, b: ReadonlyArray<{ sessionDate: string }>) =>
  a
    .map((date) => date.sessionDate)
    .sort()
    .join() ===
  b
    .map((date) => date.sessionDate)
    .sort()
    .join();

/**
 * What session e-mail does when other things happen: scheduled e-mails follow a session's new
 * dates and go with its deletion, registered attendees get the follow-up evaluations, and every
 * scheduled, moved or cancelled e-mail has its job made or removed in the queue. Each step is
 * idempotent (the e-mail log remembers which edit moved what; job ids follow the e-mail and time).
 */
export const sessionMailReaction = (deps: SchedulerDeps & { readonly queue: ScheduledEmailQueue }): Reaction => {
  const decide = async (command: SessionMailCommand, cause: ReactedEvent) => {
    const context = reactionContext(cause, deps.clock());
    const decided = await decideAndAppend({ store: deps.store, streamId: sessionMailStream(command.sessionId), decider: sessionMailDecider, command, context });
    if (Either.isLeft(decided)) throw new Error(`session mail reaction to ${cause.eventId} refused: ${JSON.stringify(decided.left)}`);
  };
  const now = () => deps.clock().toISOString();

  return {
    name: SESSION_MAIL_REACTION,
    types: new Set(TYPES),
    react: async (cause) => {
      const { event, eventId } = cause;
      switch (event.type) {
        case "SessionEdited": {
          const { sessionId, previousDates, dates } = event.data;
          if (!sameDays(previousDates, dates))
            await decide({ type: "FollowSessionDates", sessionId, causeId: eventId, previousDates, dates, now: now() }, cause);
          return;
        }
        case "SessionDeleted":
          return decide({ type: "CancelAllScheduledEmails", sessionId: event.data.sessionId, now: now() }, cause);
        case "AttendeeRegistered": {
          const { sessionId, personKey, email } = event.data;
          const session = await loadState(deps.store, sessionStream(sessionId), sessionDecider);
          const lastDate = session.status === "scheduled" ? lastDateOf(session.dates) : null;
          if (email === null || lastDate === null) return;
          const newScheduledEmailIds = { "3-months-follow-up": newId(), "6-months-follow-up": newId() };
          return decide({ type: "AddFollowUpRecipient", sessionId, recipient: { personKey, email }, lastDate, newScheduledEmailIds, now: now() }, cause);
        }
        case "AttendeeRemoved":
          return decide({ type: "RemoveFollowUpRecipient", sessionId: event.data.sessionId, personKey: event.data.personKey, now: now() }, cause);
        case "SessionEmailScheduled":
          return deps.queue.enqueue({ sessionId: event.data.sessionId, scheduledEmailId: event.data.scheduledEmailId, dueAt: event.data.dueAt });
        case "ScheduledEmailMoved": {
          const { sessionId, scheduledEmailId, previousDueAt, dueAt } = event.data;
          await deps.queue.cancel({ scheduledEmailId, dueAt: previousDueAt });
          return deps.queue.enqueue({ sessionId, scheduledEmailId, dueAt });
        }
        case "ScheduledEmailCancelled": {
          const email = (await loadSessionMail(deps.store, event.data.sessionId)).scheduled.get(event.data.scheduledEmailId);
          if (email) await deps.queue.cancel(email);
          return;
        }
      }
    },
  };
};
