import { Either } from "effect";
import type { SurveyType } from "../constants";
import type { Decider } from "../shared/decider";
import { Conflict, NotFound, ValidationFailed, type DomainError } from "../shared/domainError";
import type { EmailDraft, Recipient, SessionMailCommand } from "./commands";
import type { SessionEmailKind, SessionMailEvent } from "./events";
import { FOLLOW_UP_SURVEY_TYPES, followUpDueAt, isInFuture, movedDueAt } from "./scheduling";
import { message } from "../i18n/translate";

export type ScheduledEmailStatus = "pending" | "sent" | "cancelled" | "failed";

/** A recipient as the log knows them: the address is null once the person was erased. */
interface LoggedRecipient {
  readonly personKey: string;
  readonly email: string | null;
}

export interface ScheduledEmail {
  readonly scheduledEmailId: string;
  readonly kind: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly recipients: ReadonlyArray<LoggedRecipient>;
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
    const reason = draft.kind === "surveyLink" ? message("mail.noParticipants") : message("mail.addRecipients");
    return Either.left(new ValidationFailed({ fields: { recipients: reason } }));
  }
  return Either.right(draft);
};

const pendingOf = (state: SessionMailState) => [...state.scheduled.values()].filter((email) => email.status === "pending");

type Command<T extends SessionMailCommand["type"]> = Extract<SessionMailCommand, { type: T }>;

const samePeople = (a: ReadonlyArray<{ readonly personKey: string }>, b: ReadonlyArray<{ readonly personKey: string }>): boolean => {
  const keys = new Set(a.map((recipient) => recipient.personKey));
  return keys.size === new Set(b.map((recipient) => recipient.personKey)).size && b.every((recipient) => keys.has(recipient.personKey));
};

/** A scheduled e-mail still to go that is this one again: the same kind (and evaluation), to the same people, at the same time. */
const pendingDuplicateOf = (state: SessionMailState, draft: EmailDraft, dueAt: string): ScheduledEmail | null =>
  pendingOf(state).find(
    (email) =>
      email.kind === draft.kind &&
      email.surveyType === draft.surveyType &&
      Date.parse(email.dueAt) === Date.parse(dueAt) &&
      samePeople(email.recipients, draft.recipients),
  ) ?? null;

/** A second identical e-mail is only scheduled when the person confirms they want it (they are warned first). */
const checkNotDuplicate =
  (state: SessionMailState, command: Command<"ScheduleEmail">) =>
  (draft: EmailDraft): Either.Either<EmailDraft, DomainError> =>
    !command.confirmDuplicate && pendingDuplicateOf(state, draft, command.dueAt)
      ? Either.left(new Conflict({ reason: message("mail.duplicateScheduled"), field: "confirmDuplicate" }))
      : Either.right(draft);

const sent = (
  sessionId: string,
  emailId: string,
  email: Pick<ScheduledEmail, "kind" | "surveyType" | "extraInformation">,
  recipients: ReadonlyArray<Recipient>,
  by: { sentBy: string | null; scheduledEmailId: string | null; now: string },
): SessionMailEvent[] => [
  {
    type: "SessionEmailSent",
    data: {
      sessionId,
      emailId,
      kind: email.kind,
      surveyType: email.surveyType,
      extraInformation: email.extraInformation,
      sentBy: by.sentBy,
      sentAt: by.now,
      scheduledEmailId: by.scheduledEmailId,
    },
  },
  ...recipients.map((recipient): SessionMailEvent => ({ type: "SessionEmailDelivered", data: { sessionId, emailId, ...recipient } })),
];

const scheduledEvents = (
  sessionId: string,
  scheduledEmailId: string,
  draft: EmailDraft,
  timing: { dueAt: string; scheduledBy: string | null; now: string },
): SessionMailEvent[] => [
  {
    type: "SessionEmailScheduled",
    data: {
      sessionId,
      scheduledEmailId,
      kind: draft.kind,
      surveyType: draft.surveyType,
      extraInformation: draft.extraInformation,
      dueAt: timing.dueAt,
      scheduledBy: timing.scheduledBy,
      scheduledAt: timing.now,
    },
  },
  ...draft.recipients.map((recipient): SessionMailEvent => ({ type: "ScheduledEmailRecipientAdded", data: { sessionId, scheduledEmailId, ...recipient } })),
];

const decideFollowUps = (state: SessionMailState, command: Command<"AddFollowUpRecipient">): SessionMailEvent[] =>
  FOLLOW_UP_SURVEY_TYPES.flatMap((surveyType): SessionMailEvent[] => {
    const { sessionId, recipient } = command;
    const existing = [...state.scheduled.values()].find((email) => email.automatic && email.surveyType === surveyType && email.status === "pending");
    if (existing) {
      if (existing.recipients.some((known) => known.personKey === recipient.personKey)) return [];
      return [{ type: "ScheduledEmailRecipientAdded", data: { sessionId, scheduledEmailId: existing.scheduledEmailId, ...recipient } }];
    }
    // Once a follow-up went out, a later registration does not start another.
    if ([...state.scheduled.values()].some((email) => email.automatic && email.surveyType === surveyType && email.status === "sent")) return [];
    const dueAt = followUpDueAt(command.lastDate, surveyType);
    // A follow-up whose time has passed is not sent late.
    if (!isInFuture(dueAt, command.now)) return [];
    const draft: EmailDraft = { kind: "surveyLink", surveyType, recipients: [recipient], extraInformation: null };
    return scheduledEvents(sessionId, command.newScheduledEmailIds[surveyType], draft, { dueAt, scheduledBy: null, now: command.now });
  });

const decideFollowUpRemoval = (state: SessionMailState, command: Command<"RemoveFollowUpRecipient">): SessionMailEvent[] =>
  pendingOf(state)
    .filter((email) => email.automatic && email.recipients.some((recipient) => recipient.personKey === command.personKey))
    .flatMap((email): SessionMailEvent[] => {
      const { sessionId, personKey, now } = command;
      const { scheduledEmailId } = email;
      const removed: SessionMailEvent = { type: "ScheduledEmailRecipientRemoved", data: { sessionId, scheduledEmailId, personKey } };
      const nobodyLeft = email.recipients.every((recipient) => recipient.personKey === personKey);
      return nobodyLeft
        ? [removed, { type: "ScheduledEmailCancelled", data: { sessionId, scheduledEmailId, cancelledBy: null, cancelledAt: now } }]
        : [removed];
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
        const next = { ...state, sentEmailIds: new Set(state.sentEmailIds).add(event.data.emailId) };
        return event.data.scheduledEmailId ? withScheduled(next, event.data.scheduledEmailId, (email) => ({ ...email, status: "sent" })) : next;
      }
      case "SessionEmailDelivered":
        return state;
      case "SessionEmailScheduled": {
        const { data } = event;
        const email: ScheduledEmail = {
          scheduledEmailId: data.scheduledEmailId,
          kind: data.kind,
          surveyType: data.surveyType,
          recipients: [],
          extraInformation: data.extraInformation,
          dueAt: data.dueAt,
          automatic: data.scheduledBy === null,
          status: "pending",
        };
        return { ...state, scheduled: new Map(state.scheduled).set(data.scheduledEmailId, email) };
      }
      case "ScheduledEmailRecipientAdded": {
        const { personKey, email: address } = event.data;
        return withScheduled(state, event.data.scheduledEmailId, (email) => ({ ...email, recipients: [...email.recipients, { personKey, email: address }] }));
      }
      case "ScheduledEmailRecipientRemoved":
        return withScheduled(state, event.data.scheduledEmailId, (email) => ({
          ...email,
          recipients: email.recipients.filter((recipient) => recipient.personKey !== event.data.personKey),
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
      case "RecordEmailSent": {
        if (state.sentEmailIds.has(command.emailId)) return Either.right([]);
        const { sessionId, emailId, sentBy, now } = command;
        return Either.map(checkDraft(command.draft), (draft) => sent(sessionId, emailId, draft, draft.recipients, { sentBy, scheduledEmailId: null, now }));
      }

      case "RecordScheduledEmailSent": {
        const email = state.scheduled.get(command.scheduledEmailId);
        if (!email) return Either.left(NO_SUCH_EMAIL);
        if (email.status !== "pending") return Either.right([]);
        const { sessionId, emailId, scheduledEmailId, now } = command;
        return Either.right(sent(sessionId, emailId, email, command.delivered, { sentBy: null, scheduledEmailId, now }));
      }

      case "ScheduleEmail": {
        if (state.scheduled.has(command.scheduledEmailId)) return Either.right([]);
        if (!isInFuture(command.dueAt, command.now)) return Either.left(new ValidationFailed({ fields: { date: message("mail.dateInPast") } }));
        const { sessionId, scheduledEmailId, dueAt, scheduledBy, now } = command;
        return checkDraft(command.draft).pipe(
          Either.flatMap(checkNotDuplicate(state, command)),
          Either.map((draft) => scheduledEvents(sessionId, scheduledEmailId, draft, { dueAt, scheduledBy, now })),
        );
      }

      case "CancelScheduledEmail": {
        const email = state.scheduled.get(command.scheduledEmailId);
        if (!email) return Either.left(NO_SUCH_EMAIL);
        if (email.status === "sent") return Either.left(new Conflict({ reason: message("mail.alreadySent") }));
        if (email.status === "cancelled") return Either.right([]);
        const { sessionId, scheduledEmailId, cancelledBy, now } = command;
        return Either.right([{ type: "ScheduledEmailCancelled", data: { sessionId, scheduledEmailId, cancelledBy, cancelledAt: now } }]);
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

      case "RemoveFollowUpRecipient":
        return Either.right(decideFollowUpRemoval(state, command));

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

/**
 * The scheduled e-mail a job should send: still pending and still due at the time the job was
 * made for (a job left behind by a move finds it elsewhere and does nothing).
 */
export const scheduledEmailToSend = (state: SessionMailState, scheduledEmailId: string, jobDueAt: string): ScheduledEmail | null => {
  const email = state.scheduled.get(scheduledEmailId);
  return email && email.status === "pending" && Date.parse(email.dueAt) === Date.parse(jobDueAt) ? email : null;
};
