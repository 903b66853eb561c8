import { Either } from "effect";
import type { Role } from "../roles";
import { PRODUCT_TEXTS } from "../messages";
import { Conflict, NotFound, type DomainError } from "../shared/domainError";
import type { Decider } from "../shared/decider";
import type { EmailIndexCommand, UserCommand } from "./commands";
import type { EmailIndexEvent, Organisation, UserEvent } from "./events";

export type UserState =
  | { readonly status: "none" }
  | {
      readonly status: "active";
      readonly userId: string;
      readonly email: string | null;
      readonly name: string | null;
      readonly passwordHash: string | null;
      readonly roles: ReadonlyArray<Role>;
      readonly organisation: Organisation | null;
      readonly localAuthorities: ReadonlyArray<string>;
      readonly localLeadId: string | null;
    };

export const userDecider: Decider<UserCommand, UserEvent, UserState, DomainError> = {
  initialState: { status: "none" },
  evolve: (state, event) => {
    switch (event.type) {
      case "UserRegistered": {
        const { registeredAt: _registeredAt, ...account } = event.data;
        return { status: "active", ...account };
      }
    }
    return state;
  },
  decide: (command, state) => {
    switch (command.type) {
      case "RegisterUser": {
        if (state.status !== "none") return Either.left(new Conflict({ reason: PRODUCT_TEXTS.emailTaken, field: "email" }));
        const { type: _type, now, ...account } = command;
        return Either.right([{ type: "UserRegistered", data: { ...account, registeredAt: now } }]);
      }
    }
  },
};

export type EmailIndexState = { readonly holder: string | null; readonly claimedAt: string | null };

/**
 * A claim whose account never followed (the process died between the two appends) is given up
 * after this long. Younger claims are sign-ups still in progress: taking them over would race.
 */
export const ABANDONED_CLAIM_AFTER_MS = 10 * 60 * 1000;

const isAbandoned = (state: EmailIndexState, now: string): boolean =>
  state.claimedAt !== null && Date.parse(now) - Date.parse(state.claimedAt) >= ABANDONED_CLAIM_AFTER_MS;

export const emailIndexDecider: Decider<EmailIndexCommand, EmailIndexEvent, EmailIndexState, DomainError> = {
  initialState: { holder: null, claimedAt: null },
  evolve: (state, event) => {
    switch (event.type) {
      case "EmailClaimed":
        return { holder: event.data.userId, claimedAt: event.data.claimedAt };
      case "EmailReleased":
        return state.holder === event.data.userId ? { holder: null, claimedAt: null } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case "ClaimEmail": {
        if (state.holder === command.userId) return Either.right([]);
        if (state.holder !== null && (command.holderHasAccount || !isAbandoned(state, command.now))) {
          return Either.left(new Conflict({ reason: PRODUCT_TEXTS.emailTaken, field: "email" }));
        }
        return Either.right([{ type: "EmailClaimed", data: { userId: command.userId, claimedAt: command.now } }]);
      }
      case "ReleaseEmail":
        if (state.holder !== command.userId) return Either.left(new NotFound({ what: "email" }));
        return Either.right([{ type: "EmailReleased", data: { userId: command.userId } }]);
    }
  },
};
