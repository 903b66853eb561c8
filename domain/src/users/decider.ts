import { Either } from "effect";
import type { Role } from "../roles";
import { ACCOUNT_TEXTS, PRODUCT_TEXTS } from "../messages";
import { Conflict, NotAllowed, NotFound, ValidationFailed, type DomainError } from "../shared/domainError";
import type { Decider } from "../shared/decider";
import type { AccountCommand, AssignPasswordToken, UpdateAccountDetails } from "./accountCommands";
import type { AccountEvent, PasswordTokenEvent } from "./accountEvents";
import type { EmailIndexCommand, UserCommand } from "./commands";
import type { EmailIndexEvent, Organisation, UserEvent } from "./events";
import { hasOrganisationFields } from "./organisation";
import { isLinkExpired, passwordLinkExpiry, type OutstandingPasswordLink } from "./passwordLinks";
import { isTokenRevoked, withRevokedToken, type RevokedToken } from "./sessionTokens";

export type ActiveUser = {
  readonly status: "active";
  readonly userId: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly passwordHash: string | null;
  readonly roles: ReadonlyArray<Role>;
  readonly organisation: Organisation | null;
  readonly localAuthorities: ReadonlyArray<string>;
  readonly localLeadId: string | null;
  /** Set-password links issued and not yet spent (expired ones stay until spent; the decider checks). */
  readonly passwordLinks: ReadonlyArray<OutstandingPasswordLink>;
  /** Bumped whenever the password is set: session tokens of an earlier generation no longer count. */
  readonly credentialGeneration: number;
  /** Session tokens ended by logging out, until they would have expired anyway. */
  readonly revokedTokens: ReadonlyArray<RevokedToken>;
};

export type UserState = { readonly status: "none" } | { readonly status: "deleted"; readonly userId: string } | ActiveUser;

export type UserStreamEvent = UserEvent | AccountEvent;

const evolveActive = (state: ActiveUser, event: UserStreamEvent): UserState => {
  switch (event.type) {
    case "PasswordLinkIssued":
      return { ...state, passwordLinks: [...state.passwordLinks, { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt }] };
    case "PasswordReset":
      return { ...state, passwordHash: event.data.passwordHash, passwordLinks: [], credentialGeneration: state.credentialGeneration + 1 };
    case "PasswordChanged":
      return { ...state, passwordHash: event.data.passwordHash, passwordLinks: [], credentialGeneration: state.credentialGeneration + 1 };
    case "LoggedOut":
      return { ...state, revokedTokens: withRevokedToken(state.revokedTokens, event.data) };
    case "AccountDetailsUpdated": {
      const { name, email, organisation, localAuthorities } = event.data;
      return { ...state, name, email, organisation, localAuthorities };
    }
    case "AccountDeleted":
      return { status: "deleted", userId: state.userId };
    default:
      return state;
  }
};

const notAUser = () => new ValidationFailed({ fields: { token: ACCOUNT_TEXTS.notAUser } });
const resetFailed = () => new ValidationFailed({ fields: { token: ACCOUNT_TEXTS.passwordResetFailed } });

/** The details a person acting in `role` may set: organisation fields only as a trainer or local lead. */
const updatedDetails = (state: ActiveUser, command: UpdateAccountDetails) => {
  const ownsOrganisation = hasOrganisationFields(command.role);
  return {
    name: command.name,
    email: command.email,
    organisation: ownsOrganisation ? command.organisation : state.organisation,
    localAuthorities: ownsOrganisation ? command.localAuthorities : state.localAuthorities,
  };
};

const sameDetails = (state: ActiveUser, details: ReturnType<typeof updatedDetails>): boolean =>
  state.name === details.name &&
  state.email === details.email &&
  JSON.stringify(state.organisation) === JSON.stringify(details.organisation) &&
  JSON.stringify(state.localAuthorities) === JSON.stringify(details.localAuthorities);

const decideForAccount = (command: AccountCommand, state: ActiveUser): Either.Either<ReadonlyArray<AccountEvent>, DomainError> => {
  const userId = state.userId;
  switch (command.type) {
    case "IssuePasswordLink":
      return Either.right([
        {
          type: "PasswordLinkIssued",
          data: { userId, tokenHash: command.tokenHash, purpose: command.purpose, expiresAt: passwordLinkExpiry(command.purpose, command.now), issuedAt: command.now },
        },
      ]);
    case "ResetPassword": {
      const link = state.passwordLinks.find((candidate) => candidate.tokenHash === command.tokenHash);
      if (!link || isLinkExpired(link, command.now)) return Either.left(resetFailed());
      return Either.right([{ type: "PasswordReset", data: { userId, tokenHash: command.tokenHash, passwordHash: command.passwordHash, resetAt: command.now } }]);
    }
    case "ChangePassword":
      if (command.verifiedHash === null || command.verifiedHash !== state.passwordHash) {
        return Either.left(new ValidationFailed({ fields: { oldPassword: ACCOUNT_TEXTS.wrongOldPassword } }));
      }
      return Either.right([{ type: "PasswordChanged", data: { userId, passwordHash: command.passwordHash, changedAt: command.now } }]);
    case "UpdateAccountDetails": {
      if (!state.roles.includes(command.role)) return Either.left(new NotAllowed({ reason: PRODUCT_TEXTS.notAllowed }));
      const details = updatedDetails(state, command);
      if (sameDetails(state, details)) return Either.right([]);
      return Either.right([{ type: "AccountDetailsUpdated", data: { userId, ...details, updatedAt: command.now } }]);
    }
    case "DeleteAccount":
      return Either.right([{ type: "AccountDeleted", data: { userId, erasedKeys: command.erasedKeys, deletedAt: command.now } }]);
    case "LogOut":
      if (isTokenRevoked(state.revokedTokens, command.tokenId)) return Either.right([]);
      return Either.right([{ type: "LoggedOut", data: { userId, tokenId: command.tokenId, tokenExpiresAt: command.tokenExpiresAt, loggedOutAt: command.now } }]);
  }
};

export const userDecider: Decider<UserCommand | AccountCommand, UserStreamEvent, UserState, DomainError> = {
  initialState: { status: "none" },
  evolve: (state, event) => {
    if (event.type === "UserRegistered") {
      const { registeredAt: _registeredAt, ...account } = event.data;
      return { status: "active", ...account, passwordLinks: [], credentialGeneration: 0, revokedTokens: [] };
    }
    return state.status === "active" ? evolveActive(state, event) : state;
  },
  decide: (command, state) => {
    if (command.type === "RegisterUser") {
      if (state.status !== "none") return Either.left(new Conflict({ reason: PRODUCT_TEXTS.emailTaken, field: "email" }));
      const { type: _type, now, ...account } = command;
      return Either.right([{ type: "UserRegistered", data: { ...account, registeredAt: now } }]);
    }
    switch (state.status) {
      case "active":
        return decideForAccount(command, state);
      case "deleted":
        // Deleting twice (a retry) or logging out of a deleted account records nothing; anything else finds no person.
        if (command.type === "DeleteAccount" || command.type === "LogOut") return Either.right([]);
        return Either.left(command.type === "ResetPassword" ? notAUser() : new NotFound({ what: "user" }));
      case "none":
        return Either.left(command.type === "ResetPassword" ? notAUser() : new NotFound({ what: "user" }));
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

export type PasswordTokenState = { readonly userId: string | null };

/** A password token's stream names its person once; a second assignment (a hash collision) is refused. */
export const passwordTokenDecider: Decider<AssignPasswordToken, PasswordTokenEvent, PasswordTokenState, DomainError> = {
  initialState: { userId: null },
  evolve: (_state, event) => ({ userId: event.data.userId }),
  decide: (command, state) =>
    state.userId === null
      ? Either.right([{ type: "PasswordTokenAssigned", data: { userId: command.userId } }])
      : Either.left(new Conflict({ reason: PRODUCT_TEXTS.concurrentChange })),
};
