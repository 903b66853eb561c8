import { Either } from "effect";
import type { SurveyType } from "../constants";
import { MAIL_TEXTS } from "../messages";
import type { Decider } from "../shared/decider";
import { Conflict, NotFound, ValidationFailed, type DomainError } from "../shared/domainError";
import type { EmailDraft, SessionMailCommand } from "./commands";
import type { SessionEmailKind, SessionMailEvent } from "./events";
import { FOLLOW_UP_SURVEY_TYPES, followUpDueAt, isInFuture, movedDueAt } from "./scheduling";

export type ScheduledEmailStatus = "pending" | "sent" | "cancelled" | "failed";

export interface ScheduledEmail {
  readonly scheduledEmailId: string;
  readonly kind: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly recipients: ReadonlyArray<string>;
  readonly extraInformation: string | null;
  readonly dueAt: string;
  readonly automatic: boolean;
  readonly status: ScheduledEmailStatus;
}

export interface SessionMailState {
  readonly sentEmailIds: ReadonlySet<string>;
  readonly scheduled: ReadonlyMap<string, ScheduledEmail>;
  /** Session edits whose date change the scheduled e-mails have already followed. */
  readonly handledCauses: ReadonlySet<string>;
}

const NO_SUCH_EMAIL = new NotFound({ what: "scheduled email" });

const withScheduled = (state: SessionMailState, id: string, change: (email: ScheduledEmail) => ScheduledEmail): SessionMailState => {
  const email = state.scheduled.get(id);
  if (!email) return state;
  return { ...state, scheduled: new Map(state.scheduled).set(id, change(email)) };
};

/** The e-mail's recipients, or the §5 refusal when there are none. */
const checkDraft = (draft: EmailDraft): Either.Either<EmailDraft, DomainError> => {
  if (draft.recipients.length === 0) {
    const message = draft.kind === "surveyLink" ? MAIL_TEXTS.noParticipants : MAIL_TEXTS.addRecipients;
    return Either.left(new ValidationFailed({ fields: { recipients: message } }));
  }
  return Either.right(draft);
};

const pendingOf = (state: SessionMailState) => [...state.scheduled.values()].filter((email) => email.status === "pending");

const decideFollowUps = (state: SessionMailState, command: Extract<SessionMailCommand, { type: "AddFollowUpRecipient" }>): SessionMailEvent[] =>
  FOLLOW_UP_SURVEY_TYPES.flatMap((surveyType): SessionMailEvent[] => {
    const existing = [...state.scheduled.values()].find((email) => email.automatic && email.surveyType === surveyType);
    if (existing) {
      if (existing.status !== "pending" || existing.recipients.includes(command.recipient)) return [];
      return [{ type: "ScheduledEmailRecipientAdded", data: { sessionId: command.sessionId, scheduledEmailId: existing.scheduledEmailId, recipients: [command.recipient] } }];
    }
    const dueAt = followUpDueAt(command.lastDate, surveyType);
    // A follow-up whose time has passed is not sent late.
    if (!isInFuture(dueAt, command.now)) return [];
    return [
      {
        type: "SessionEmailScheduled",
        data: {
          sessionId: command.sessionId,
          scheduledEmailId: command.newScheduledEmailIds[surveyType],
          kind: "surveyLink",
          surveyType,
          recipients: [command.recipient],
          extraInformation: null,
          dueAt,
          scheduledBy: null,
          scheduledAt: command.now,
        },
      },
    ];
  });

/**
 * A session's e-mail log: what was sent, what is scheduled and in which state. Sending itself is
 * the handler's effect; the decider says whether it may happen and records that it did.
 */
export const sessionMailDecider: Decider<SessionMailCommand, SessionMailEvent, SessionMailState, DomainError> = {
  initialState: { sentEmailIds: new Set(), scheduled: new Map(), handledCauses: new Set() },
  evolve: (state, event) => {
    switch (event.type) {
      case "SessionEmailSent": {
        const sent = { ...state, sentEmailIds: new Set(state.sentEmailIds).add(event.data.emailId) };
        return event.data.scheduledEmailId ? withScheduled(sent, event.data.scheduledEmailId, (email) => ({ ...email, status: "sent" })) : sent;
      }
      case "SessionEmailScheduled": {
        const { data } = event;
        const email: ScheduledEmail = {
          scheduledEmailId: data.scheduledEmailId,
          kind: data.kind,
          surveyType: data.surveyType,
          recipients: data.recipients ?? [],
          extraInformation: data.extraInformation,
          dueAt: data.dueAt,
          automatic: data.scheduledBy === null,
          status: "pending",
        };
        return { ...state, scheduled: new Map(state.scheduled).set(data.scheduledEmailId, email) };
      }
      case "ScheduledEmailRecipientAdded":
        return withScheduled(state, event.data.scheduledEmailId, (email) => ({
          ...email,
          recipients: [...new Set([...email.recipients, ...(event.data.recipients ?? [])])],
        }));
      case "ScheduledEmailCancelled":
        return withScheduled(state, event.data.scheduledEmailId, (email) => ({ ...email, status: "cancelled" }));
      case "ScheduledEmailMoved": {
        const moved = withScheduled(state, event.data.scheduledEmailId, (email) => ({ ...email, dueAt: event.data.dueAt }));
        return { ...moved, handledCauses: new Set(moved.handledCauses).add(event.data.causeId) };
      }
      case "ScheduledEmailFailed":
        return withScheduled(state, event.data.scheduledEmailId, (email) => ({ ...email, status: "failed" }));
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case "RecordEmailSent":
        if (state.sentEmailIds.has(command.emailId)) return Either.right([]);
        return Either.map(checkDraft(command.draft), (draft) => [
          {
            type: "SessionEmailSent" as const,
            data: { sessionId: command.sessionId, emailId: command.emailId, ...draft, sentBy: command.sentBy, sentAt: command.now, scheduledEmailId: null },
          },
        ]);

      case "RecordScheduledEmailSent": {
        const email = state.scheduled.get(command.scheduledEmailId);
        if (!email) return Either.left(NO_SUCH_EMAIL);
        if (email.status !== "pending") return Either.right([]);
        const { kind, surveyType, recipients, extraInformation } = email;
        return Either.right([
          {
            type: "SessionEmailSent",
            data: {
              sessionId: command.sessionId,
              emailId: command.emailId,
              kind,
              surveyType,
              recipients,
              extraInformation,
              sentBy: null,
              sentAt: command.now,
              scheduledEmailId: command.scheduledEmailId,
            },
          },
        ]);
      }

      case "ScheduleEmail": {
        if (state.scheduled.has(command.scheduledEmailId)) return Either.right([]);
        if (!isInFuture(command.dueAt, command.now)) return Either.left(new ValidationFailed({ fields: { date: MAIL_TEXTS.dateInPast } }));
        return Either.map(checkDraft(command.draft), (draft) => [
          {
            type: "SessionEmailScheduled" as const,
            data: {
              sessionId: command.sessionId,
              scheduledEmailId: command.scheduledEmailId,
              ...draft,
              dueAt: command.dueAt,
              scheduledBy: command.scheduledBy,
              scheduledAt: command.now,
            },
          },
        ]);
      }

      case "CancelScheduledEmail": {
        const email = state.scheduled.get(command.scheduledEmailId);
        if (!email) return Either.left(NO_SUCH_EMAIL);
        if (email.status === "sent") return Either.left(new Conflict({ reason: MAIL_TEXTS.alreadySent }));
        if (email.status === "cancelled") return Either.right([]);
        return Either.right([
          {
            type: "ScheduledEmailCancelled",
            data: { sessionId: command.sessionId, scheduledEmailId: command.scheduledEmailId, cancelledBy: command.cancelledBy, cancelledAt: command.now },
          },
        ]);
      }

      case "RecordScheduledEmailFailure": {
        const email = state.scheduled.get(command.scheduledEmailId);
        if (!email || email.status !== "pending") return Either.right([]);
        const { sessionId, scheduledEmailId, attempts, reason, now } = command;
        return Either.right([{ type: "ScheduledEmailFailed", data: { sessionId, scheduledEmailId, attempts, reason, failedAt: now } }]);
      }

      case "FollowSessionDates":
        if (state.handledCauses.has(command.causeId)) return Either.right([]);
        return Either.right(
          pendingOf(state).flatMap((email): SessionMailEvent[] => {
            const dueAt = movedDueAt(email, command.previousDates, command.dates, command.now);
            if (dueAt === null) return [];
            const { sessionId, causeId } = command;
            return [{ type: "ScheduledEmailMoved", data: { sessionId, scheduledEmailId: email.scheduledEmailId, previousDueAt: email.dueAt, dueAt, causeId } }];
          }),
        );

      case "AddFollowUpRecipient":
        return Either.right(decideFollowUps(state, command));

      case "CancelAllScheduledEmails":
        return Either.right(
          pendingOf(state).map((email) => ({
            type: "ScheduledEmailCancelled" as const,
            data: { sessionId: command.sessionId, scheduledEmailId: email.scheduledEmailId, cancelledBy: null, cancelledAt: command.now },
          })),
        );
    }
  },
};

/** Whether the scheduler should send this e-mail now: still pending and its (possibly moved) time has come. */
export const isDue = (state: SessionMailState, scheduledEmailId: string, now: string): boolean => {
  const email = state.scheduled.get(scheduledEmailId);
  return email !== undefined && email.status === "pending" && !isInFuture(email.dueAt, now);
};
