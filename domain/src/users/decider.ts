import { Either } from "effect";
import type { Language } from "../i18n/language";
import type { Role } from "../roles";
import { Conflict, NotAllowed, NotFound, ValidationFailed, type DomainError } from "../shared/domainError";
import type { Decider } from "../shared/decider";
import type { AccountCommand, AssignPasswordToken, UpdateAccountDetails } from "./commands";
import type { AccountEvent, PasswordTokenEvent } from "./events";
import type { EmailIndexCommand, UserCommand } from "./commands";
import { NO_EMAIL_STANDING, addressAwaitingProof, evolveEmailStanding, isNewAddress, type EmailStandingEvent } from "./emailStanding";
import type { AssignEmailVerificationToken, EmailVerificationCommand } from "./commands";
import type { EmailVerificationEvent, EmailVerificationTokenEvent } from "./events";
import { addressProvenBy, emailVerificationExpiry, withoutLinksTo, type OutstandingEmailVerification } from "./emailVerificationLinks";
import type { EmailIndexEvent, Organisation, UserEvent } from "./events";
import { hasOrganisationFields } from "./organisation";
import { isLinkExpired, passwordLinkExpiry, type OutstandingPasswordLink } from "./passwordLinks";
import { isTokenRevoked, withRevokedToken, type RevokedToken } from "../auth/sessionTokens";
import { message } from "../i18n/translate";
import type { TttUpgradeStep } from "../auth/tttUpgradeStep";
import type { TrainerUpgradeEvent } from "../trainerUpgrade/events";
import type { StaffEvent } from "./events";
import { evolveUpgrade } from "../trainerUpgrade/standing";

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
  /** Bumped whenever the password is set or an archived staff account restored: session tokens of an earlier generation no longer count. */
  readonly credentialGeneration: number;
  /** Session tokens ended by logging out, until they would have expired anyway. */
  readonly revokedTokens: ReadonlyArray<RevokedToken>;
  /** Whether the person proved they read `email` (a verification link, or a set-password link sent to it). */
  readonly emailVerified: boolean;
  /** A new address asked for on My Account, waiting for its link to be followed; the account keeps `email` until then. */
  readonly pendingEmail: string | null;
  /** Verification links issued and not yet used. */
  readonly emailVerifications: ReadonlyArray<OutstandingEmailVerification>;
  /** The language of everything sent to the person; null when they were never asked. */
  readonly language: Language | null;
  /** The train-the-trainer step the person has still to take (§4), or null. */
  readonly nextUpgradeToTttStep: TttUpgradeStep | null;
  /** When the person asked for a local lead account at the trainer sign-up, while no admin has decided; else null. */
  readonly localLeadRequestedAt: string | null;
};

export type UserState = { readonly status: "none" } | { readonly status: "deleted"; readonly userId: string } | ActiveUser;

export type UserStreamEvent = UserEvent | AccountEvent | EmailVerificationEvent | TrainerUpgradeEvent | StaffEvent;

const withEmailStanding = (state: ActiveUser, event: EmailStandingEvent): ActiveUser => {
  const { email, emailVerified, pendingEmail } = evolveEmailStanding(state, event);
  return { ...state, email, emailVerified, pendingEmail };
};

const evolveActive = (state: ActiveUser, event: UserStreamEvent): UserState => {
  switch (event.type) {
    case "PasswordLinkIssued":
      return { ...state, passwordLinks: [...state.passwordLinks, { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt }] };
    case "PasswordReset":
      return {
        ...withEmailStanding(state, event),
        passwordHash: event.data.passwordHash,
        passwordLinks: [],
        credentialGeneration: state.credentialGeneration + 1,
      };
    case "PasswordChanged":
      return { ...state, passwordHash: event.data.passwordHash, passwordLinks: [], credentialGeneration: state.credentialGeneration + 1 };
    // A restore starts a new generation: cookies from before the archive never come back to life.
    case "StaffRestored":
      return { ...state, credentialGeneration: state.credentialGeneration + 1 };
    case "LoggedOut":
      return { ...state, revokedTokens: withRevokedToken(state.revokedTokens, event.data) };
    case "AccountDetailsUpdated": {
      const { name, organisation, localAuthorities } = event.data;
      return { ...withEmailStanding(state, event), name, organisation, localAuthorities };
    }
    case "EmailVerificationIssued": {
      const { tokenHash, email, expiresAt } = event.data;
      return { ...withEmailStanding(state, event), emailVerifications: [...state.emailVerifications, { tokenHash, email, expiresAt }] };
    }
    case "EmailVerified":
      return { ...withEmailStanding(state, event), emailVerifications: withoutLinksTo(state.emailVerifications, event.data.email) };
    case "CorrespondenceLanguageChosen":
      return { ...state, language: event.data.language };
    case "AccountDeleted":
      return { status: "deleted", userId: state.userId };
    case "TrainerSignUpOffered":
    case "UpgradedToTrainer":
    case "TttUpgradeStepTaken":
    case "LocalLeadAccessRequested":
    case "LocalLeadRequestApproved":
    case "LocalLeadRequestDeclined":
      return evolveUpgrade(state, event);
    default:
      return state;
  }
};

const notAUser = () => new ValidationFailed({ fields: { token: message("account.notAUser") } });
const resetFailed = () => new ValidationFailed({ fields: { token: message("account.passwordResetFailed") } });

/** Refusal of a command for an account that is gone or never was: a link's token is answered on the link's terms (400), anything else is 404. */
const nobodyFor = (command: UserCommand | AccountCommand | EmailVerificationCommand): DomainError => {
  if (command.type === "ResetPassword") return notAUser();
  if (command.type === "VerifyEmail") return new ValidationFailed({ fields: { token: message("emailVerification.linkInvalid") } });
  return new NotFound({ what: "user" });
};

/** The details a person acting in `role` may set at once: organisation fields only as a trainer or local lead (the address waits for its proof). */
const updatedDetails = (state: ActiveUser, command: UpdateAccountDetails) => {
  const ownsOrganisation = hasOrganisationFields(command.role);
  return {
    name: command.name,
    organisation: ownsOrganisation ? command.organisation : state.organisation,
    localAuthorities: ownsOrganisation ? command.localAuthorities : state.localAuthorities,
  };
};

const sameDetails = (state: ActiveUser, details: ReturnType<typeof updatedDetails>): boolean =>
  state.name === details.name &&
  JSON.stringify(state.organisation) === JSON.stringify(details.organisation) &&
  JSON.stringify(state.localAuthorities) === JSON.stringify(details.localAuthorities);

const verificationIssued = (userId: string, email: string, tokenHash: string, now: string): EmailVerificationEvent => ({
  type: "EmailVerificationIssued",
  data: { userId, email, tokenHash, expiresAt: emailVerificationExpiry(now), issuedAt: now },
});

type AccountCommandEvent = AccountEvent | EmailVerificationEvent;

const decideForAccount = (
  command: AccountCommand | EmailVerificationCommand,
  state: ActiveUser,
): Either.Either<ReadonlyArray<AccountCommandEvent>, DomainError> => {
  const userId = state.userId;
  switch (command.type) {
    case "IssuePasswordLink":
      return Either.right([
        {
          type: "PasswordLinkIssued",
          data: {
            userId,
            tokenHash: command.tokenHash,
            purpose: command.purpose,
            expiresAt: passwordLinkExpiry(command.purpose, command.now),
            issuedAt: command.now,
          },
        },
      ]);
    case "ResetPassword": {
      const link = state.passwordLinks.find((candidate) => candidate.tokenHash === command.tokenHash);
      if (!link || isLinkExpired(link, command.now)) return Either.left(resetFailed());
      return Either.right([
        { type: "PasswordReset", data: { userId, tokenHash: command.tokenHash, passwordHash: command.passwordHash, resetAt: command.now } },
      ]);
    }
    case "ChangePassword":
      if (command.verifiedHash === null || command.verifiedHash !== state.passwordHash) {
        return Either.left(new ValidationFailed({ fields: { oldPassword: message("account.wrongOldPassword") } }));
      }
      return Either.right([{ type: "PasswordChanged", data: { userId, passwordHash: command.passwordHash, changedAt: command.now } }]);
    case "UpdateAccountDetails": {
      if (!state.roles.includes(command.role)) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
      const details = updatedDetails(state, command);
      const updated: AccountCommandEvent[] = sameDetails(state, details)
        ? []
        : [{ type: "AccountDetailsUpdated", data: { userId, ...details, email: state.email, updatedAt: command.now } }];
      if (!isNewAddress(state, command.email)) return Either.right(updated);
      // The handler saw no new address, but the account's changed meanwhile (a link followed in another tab): decide again.
      if (command.verificationTokenHash === null) return Either.left(new Conflict({ reason: message("product.concurrentChange") }));
      return Either.right([...updated, verificationIssued(userId, command.email, command.verificationTokenHash, command.now)]);
    }
    case "IssueEmailVerification": {
      const email = addressAwaitingProof(state);
      if (email === null) return Either.left(new Conflict({ reason: message("emailVerification.alreadyVerified") }));
      return Either.right([verificationIssued(userId, email, command.tokenHash, command.now)]);
    }
    case "VerifyEmail":
      return Either.map(addressProvenBy(state, command.tokenHash, command.now), ({ email }): AccountCommandEvent[] => [
        { type: "EmailVerified", data: { userId, email, tokenHash: command.tokenHash, verifiedAt: command.now } },
      ]);
    case "ChooseCorrespondenceLanguage":
      if (state.language === command.language) return Either.right([]);
      return Either.right([{ type: "CorrespondenceLanguageChosen", data: { userId, language: command.language, chosenAt: command.now } }]);
    case "DeleteAccount":
      return Either.right([
        { type: "AccountDeleted", data: { userId, erasedKeys: command.erasedKeys, erasedKeyTags: command.erasedKeyTags, deletedAt: command.now } },
      ]);
    case "LogOut":
      if (isTokenRevoked(state.revokedTokens, command.tokenId)) return Either.right([]);
      return Either.right([
        { type: "LoggedOut", data: { userId, tokenId: command.tokenId, tokenExpiresAt: command.tokenExpiresAt, loggedOutAt: command.now } },
      ]);
  }
};

export const userDecider: Decider<UserCommand | AccountCommand | EmailVerificationCommand, UserStreamEvent, UserState, DomainError> = {
  initialState: { status: "none" },
  evolve: (state, event) => {
    if (event.type === "UserRegistered") {
      const { registeredAt: _registeredAt, emailVerified: _emailVerified, language, ...account } = event.data;
      return {
        status: "active",
        ...account,
        language: language ?? null,
        ...evolveEmailStanding(NO_EMAIL_STANDING, event),
        passwordLinks: [],
        emailVerifications: [],
        credentialGeneration: 0,
        revokedTokens: [],
        nextUpgradeToTttStep: null,
        localLeadRequestedAt: null,
      };
    }
    return state.status === "active" ? evolveActive(state, event) : state;
  },
  decide: (command, state) => {
    if (command.type === "RegisterUser") {
      if (state.status !== "none") return Either.left(new Conflict({ reason: message("product.emailTaken"), field: "email" }));
      const { type: _type, now, ...account } = command;
      return Either.right([{ type: "UserRegistered", data: { ...account, registeredAt: now } }]);
    }
    switch (state.status) {
      case "active":
        return decideForAccount(command, state);
      case "deleted":
        // Deleting twice (a retry) or logging out of a deleted account records nothing; anything else finds no person.
        if (command.type === "DeleteAccount" || command.type === "LogOut") return Either.right([]);
        return Either.left(nobodyFor(command));
      case "none":
        return Either.left(nobodyFor(command));
    }
  },
};

type EmailIndexState = { readonly holder: string | null; readonly claimedAt: string | null };

/**
 * A claim whose account never followed (the process died between the two appends) is given up
 * after this long. Younger claims are sign-ups still in progress: taking them over would race.
 */
const ABANDONED_CLAIM_AFTER_MS = 10 * 60 * 1000;

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
          return Either.left(new Conflict({ reason: message("product.emailTaken"), field: "email" }));
        }
        return Either.right([{ type: "EmailClaimed", data: { userId: command.userId, claimedAt: command.now } }]);
      }
      case "ReleaseEmail":
        if (state.holder !== command.userId) return Either.left(new NotFound({ what: "email" }));
        return Either.right([{ type: "EmailReleased", data: { userId: command.userId } }]);
    }
  },
};

/** Whom a link token (by its hash) was issued to, per the token's own stream. */
type TokenHolderState = { readonly userId: string | null };

/** A link token's stream names its person once; a second assignment (a hash collision) is refused. */
const tokenHolderDecider = <Command extends { readonly userId: string }, Event extends { readonly data: { readonly userId: string } }>(
  assigned: (userId: string) => Event,
): Decider<Command, Event, TokenHolderState, DomainError> => ({
  initialState: { userId: null },
  evolve: (_state, event) => ({ userId: event.data.userId }),
  decide: (command, state) =>
    state.userId === null ? Either.right([assigned(command.userId)]) : Either.left(new Conflict({ reason: message("product.concurrentChange") })),
});

export const passwordTokenDecider = tokenHolderDecider<AssignPasswordToken, PasswordTokenEvent>((userId) => ({
  type: "PasswordTokenAssigned",
  data: { userId },
}));

export const emailVerificationTokenDecider = tokenHolderDecider<AssignEmailVerificationToken, EmailVerificationTokenEvent>((userId) => ({
  type: "EmailVerificationTokenAssigned",
  data: { userId },
}));
