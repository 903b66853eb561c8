import { Either } from "effect";
import { Conflict, NotAllowed, NotFound, type DomainError } from "../shared/domainError";
import type { Decider } from "../shared/decider";
import { canManageSession } from "./access";
import type { Actor, SessionCommand, ShortIdCommand, TrainerFacts } from "./commands";
import type { SessionEvent, SessionDetails, SessionScheduled, ShortIdEvent } from "./events";
import type { SessionForm } from "./form";
import { checkSessionRules } from "./rules";
import { message } from "../i18n/translate";

/** A session as its stream holds it: what scheduling it recorded, as edited since. */
export type ScheduledSession = {
  readonly status: "scheduled";
  /** Evaluation responses recorded on the session's own stream (before issue 30's gates): while there are any it cannot be deleted (§4). */
  readonly responseCount: number;
} & Omit<(typeof SessionScheduled.Type)["data"], "scheduledAt">;

export type SessionState = { readonly status: "none" } | ScheduledSession | { readonly status: "deleted"; readonly sessionId: string };

const detailsOf = (form: SessionForm, trainerIds: ReadonlyArray<string>): SessionDetails => ({
  course: form.course,
  modules: form.modules,
  dates: form.dates,
  capacity: form.capacity,
  remote: form.remote,
  address: form.address,
  meetingPlatform: form.meetingPlatform,
  meetingLink: form.meetingLink,
  trainerIds,
  contactEmail: form.contactEmail,
  extraInfo: form.extraInfo,
});

const NO_SUCH_SESSION = new NotFound({ what: "session" });

/** The session to edit or delete, if it exists and this actor may manage it (§6: its trainers, their local leads, admins). */
export const manageableSession = (state: SessionState, actor: Actor, trainers: ReadonlyArray<TrainerFacts>): Either.Either<ScheduledSession, DomainError> => {
  if (state.status !== "scheduled") return Either.left(NO_SUCH_SESSION);
  const trainerLeadIds = state.trainerIds.flatMap((id) => {
    const leadId = trainers.find((trainer) => trainer.userId === id)?.localLeadId;
    return leadId ? [leadId] : [];
  });
  return canManageSession(actor, { trainerIds: state.trainerIds, trainerLeadIds })
    ? Either.right(state)
    : Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
};

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState, DomainError> = {
  initialState: { status: "none" },
  evolve: (state, event) => {
    switch (event.type) {
      case "SessionScheduled": {
        const { scheduledAt: _at, ...session } = event.data;
        return { status: "scheduled", ...session, responseCount: 0 };
      }
      case "SessionEdited": {
        if (state.status !== "scheduled") return state;
        const { sessionId: _id, previousDates: _before, scheduledBy: _by, editedBy: _editor, editedAt: _at, ...details } = event.data;
        return { ...state, ...details };
      }
      case "SessionDeleted":
        return { status: "deleted", sessionId: event.data.sessionId };
      case "SessionResponseRecorded":
        return state.status === "scheduled" ? { ...state, responseCount: state.responseCount + 1 } : state;
      case "SessionResponseWithdrawn":
        return state.status === "scheduled" ? { ...state, responseCount: Math.max(0, state.responseCount - 1) } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case "ScheduleSession": {
        if (state.status !== "none") return Either.left(new Conflict({ reason: message("product.sessionExists") }));
        const { form, actor } = command;
        return Either.map(checkSessionRules(form, actor, command.trainers), (trainerIds) => [
          {
            type: "SessionScheduled" as const,
            data: {
              sessionId: command.sessionId,
              shortId: command.shortId,
              ...detailsOf(form, trainerIds),
              scheduledBy: actor.userId,
              scheduledAt: command.now,
            },
          },
        ]);
      }
      case "EditSession": {
        const { form, actor } = command;
        return Either.flatMap(manageableSession(state, actor, command.trainers), (session) =>
          Either.map(checkSessionRules(form, actor, command.trainers, session), (trainerIds) => [
            {
              type: "SessionEdited" as const,
              data: {
                sessionId: session.sessionId,
                ...detailsOf(form, trainerIds),
                previousDates: session.dates,
                scheduledBy: session.scheduledBy,
                editedBy: actor.userId,
                editedAt: command.now,
              },
            },
          ]),
        );
      }
      case "WithdrawSessionResponses":
        return state.status === "scheduled"
          ? Either.right(
              command.surveyTypes.map((surveyType) => ({ type: "SessionResponseWithdrawn" as const, data: { sessionId: state.sessionId, surveyType } })),
            )
          : Either.left(NO_SUCH_SESSION);
      case "DeleteSession":
        return Either.flatMap(manageableSession(state, command.actor, command.trainers), (session) =>
          session.responseCount > 0
            ? Either.left(new Conflict({ reason: message("session.cannotDelete") }))
            : Either.right([
                {
                  type: "SessionDeleted" as const,
                  data: {
                    sessionId: session.sessionId,
                    shortId: session.shortId,
                    trainerIds: session.trainerIds,
                    deletedBy: command.actor.userId,
                    deletedAt: command.now,
                  },
                },
              ]),
        );
    }
  },
};

type ShortIdState = { readonly sessionId: string | null };

export const shortIdDecider: Decider<ShortIdCommand, ShortIdEvent, ShortIdState, DomainError> = {
  initialState: { sessionId: null },
  evolve: (state, event) => {
    switch (event.type) {
      case "ShortIdClaimed":
        return { sessionId: event.data.sessionId };
      case "ShortIdReleased":
        return state.sessionId === event.data.sessionId ? { sessionId: null } : state;
    }
  },
  decide: (command, state) => {
    if (command.type === "ReleaseShortId") {
      return state.sessionId === command.sessionId ? Either.right([{ type: "ShortIdReleased", data: { sessionId: command.sessionId } }]) : Either.right([]);
    }
    if (state.sessionId === command.sessionId) return Either.right([]);
    if (state.sessionId !== null) return Either.left(new Conflict({ reason: message("product.shortIdTaken") }));
    return Either.right([{ type: "ShortIdClaimed", data: { sessionId: command.sessionId } }]);
  },
};
