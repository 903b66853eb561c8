import { Either } from "effect";
import { Conflict, type DomainError } from "../shared/domainError";
import type { Decider } from "../shared/decider";
import type { ClaimShortId, SessionCommand } from "./commands";
import type { SessionEvent, SessionDetails, ShortIdEvent } from "./events";
import { checkSessionRules } from "./rules";

export type SessionState =
  | { readonly status: "none" }
  | ({ readonly status: "scheduled"; readonly sessionId: string; readonly shortId: string } & SessionDetails);

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState, DomainError> = {
  initialState: { status: "none" },
  evolve: (state, event) => {
    switch (event.type) {
      case "SessionScheduled": {
        const { scheduledBy: _by, scheduledAt: _at, ...session } = event.data;
        return { status: "scheduled", ...session };
      }
    }
    return state;
  },
  decide: (command, state) => {
    switch (command.type) {
      case "ScheduleSession": {
        if (state.status !== "none") return Either.left(new Conflict({ reason: "This session already exists" }));
        const { form, actor } = command;
        return Either.map(checkSessionRules(form, actor, command.trainers), (trainerIds) => [
          {
            type: "SessionScheduled" as const,
            data: {
              sessionId: command.sessionId,
              shortId: command.shortId,
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
              scheduledBy: actor.userId,
              scheduledAt: command.now,
            },
          },
        ]);
      }
    }
  },
};

export type ShortIdState = { readonly sessionId: string | null };

export const shortIdDecider: Decider<ClaimShortId, ShortIdEvent, ShortIdState, DomainError> = {
  initialState: { sessionId: null },
  evolve: (_state, event) => ({ sessionId: event.data.sessionId }),
  decide: (command, state) => {
    if (state.sessionId === command.sessionId) return Either.right([]);
    if (state.sessionId !== null) return Either.left(new Conflict({ reason: "short id taken" }));
    return Either.right([{ type: "ShortIdClaimed", data: { sessionId: command.sessionId } }]);
  },
};
