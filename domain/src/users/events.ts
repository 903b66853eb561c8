import { Schema } from "effect";
import { Language } from "../i18n/language";
import { ROLES } from "../roles";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { defineSliceEvents } from "../slice";

export const Organisation = Schema.Struct({ value: Schema.String, category: Schema.String });
export type Organisation = typeof Organisation.Type;

/** A person got an account: by signing up, by being added by staff, or at bootstrap. */
export const UserRegistered = defineEvent("UserRegistered", {
  userId: Schema.String,
  email: Erasable,
  name: Erasable,
  passwordHash: Erasable,
  roles: Schema.Array(Schema.Literal(...ROLES)),
  organisation: Schema.NullOr(Organisation),
  localAuthorities: Schema.Array(Schema.String),
  localLeadId: Schema.NullOr(Schema.String),
  /** The address is known to be the person's from the start (demo seed, the production bootstrap admin); absent: unproven. */
  emailVerified: Schema.optional(Schema.Boolean),
  /** The language the person asked for their correspondence in; absent on accounts made before anyone was asked. */
  language: Schema.optional(Language),
  registeredAt: Instant,
});

/** An e-mail address (its index stream) now belongs to this user. */
export const EmailClaimed = defineEvent("EmailClaimed", { userId: Schema.String, claimedAt: Instant });

/** The user no longer holds the address, so someone else may claim it. */
export const EmailReleased = defineEvent("EmailReleased", { userId: Schema.String });

export const EmailIndexEvent = Schema.Union(EmailClaimed, EmailReleased);
export type EmailIndexEvent = typeof EmailIndexEvent.Type;

export const userPersonalData: Record<string, PersonalDataRule> = {
  UserRegistered: { subject: (data) => String(data.userId), fields: ["email", "name", "passwordHash", "organisation"] },
};

// The staff directory's events (§2.17): group membership and archiving, on the person's user stream.

/** A trainer joined a local lead's group (added by that lead, by accepting their invitation, or moved by an admin), leaving any group they were in. */
export const TrainerJoinedGroup = defineEvent("TrainerJoinedGroup", {
  userId: Schema.String,
  localLeadId: Schema.String,
  previousLocalLeadId: Schema.NullOr(Schema.String),
  joinedAt: Instant,
});

/** A trainer is no longer in a local lead's group: the lead removed them, or they left by the e-mailed link. */
export const TrainerLeftGroup = defineEvent("TrainerLeftGroup", {
  userId: Schema.String,
  localLeadId: Schema.String,
  removedBy: Schema.Literal("localLead", "trainer"),
  leftAt: Instant,
});

/** An admin archived a trainer's or local lead's staff account: it cannot be used until restored. */
export const StaffArchived = defineEvent("StaffArchived", { userId: Schema.String, archivedAt: Instant });

/** An admin restored an archived staff account. */
export const StaffRestored = defineEvent("StaffRestored", { userId: Schema.String, restoredAt: Instant });

/**
 * A local lead asked a trainer of another lead's group (`currentLocalLeadId`) to join theirs: the
 * trainer stays where they are until they accept (or an admin moves them).
 */
export const GroupInvitationSent = defineEvent("GroupInvitationSent", {
  userId: Schema.String,
  localLeadId: Schema.String,
  currentLocalLeadId: Schema.String,
  invitedAt: Instant,
});

const GROUP_INVITATION_ANSWERS = ["accepted", "declined"] as const;

/** The trainer answered a local lead's invitation (by the e-mailed link, logged in); accepting is followed by TrainerJoinedGroup. */
export const GroupInvitationAnswered = defineEvent("GroupInvitationAnswered", {
  userId: Schema.String,
  localLeadId: Schema.String,
  answer: Schema.Literal(...GROUP_INVITATION_ANSWERS),
  answeredAt: Instant,
});

export const StaffEvent = Schema.Union(TrainerJoinedGroup, TrainerLeftGroup, StaffArchived, StaffRestored, GroupInvitationSent, GroupInvitationAnswered);
export type StaffEvent = typeof StaffEvent.Type;

/** Every event of a person's user stream. */
export const UserEvent = Schema.Union(UserRegistered, StaffEvent);
export type UserEvent = typeof UserEvent.Type;

// What a person does with their own account: passwords, details, deletion (spec §2.5, §7).

const PASSWORD_LINK_PURPOSES = ["reset", "invitation"] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/**
 * A set-password link was issued: a forgotten-password reset, or a new staff member's invitation.
 * Only the token's SHA-256 hash is recorded; the token itself travels in the e-mail alone.
 */
export const PasswordLinkIssued = defineEvent("PasswordLinkIssued", {
  userId: Schema.String,
  tokenHash: Schema.String,
  purpose: Schema.Literal(...PASSWORD_LINK_PURPOSES),
  expiresAt: Instant,
  issuedAt: Instant,
});

/** The person set a new password through a link; every outstanding link is spent. */
export const PasswordReset = defineEvent("PasswordReset", {
  userId: Schema.String,
  tokenHash: Schema.String,
  passwordHash: Erasable,
  resetAt: Instant,
});

/** The logged-in person changed their password (knowing the old one); outstanding links are spent. */
export const PasswordChanged = defineEvent("PasswordChanged", {
  userId: Schema.String,
  passwordHash: Erasable,
  changedAt: Instant,
});

/** The person changed their account details (My Account Details). Carries the whole new set. */
export const AccountDetailsUpdated = defineEvent("AccountDetailsUpdated", {
  userId: Schema.String,
  name: Erasable,
  email: Erasable,
  organisation: Schema.NullOr(Organisation),
  localAuthorities: Schema.Array(Schema.String),
  updatedAt: Instant,
});

/**
 * The person deleted their account. No personal data: their keys were destroyed first. Together the
 * two lists name every personal-data key that went, so read models blank whatever they copied under
 * them: `erasedKeys` by the keys' own names (their user id's, and their address's when something was
 * kept about the address before it had an account); `erasedKeyTags` by erasure tag the keys that must
 * not be named openly (their responses' key: its name would link them to their answers). A tag is an
 * HMAC under the key itself: it finds the copies made while the key lived, and nothing once it is gone.
 */
export const AccountDeleted = defineEvent("AccountDeleted", {
  userId: Schema.String,
  erasedKeys: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  /** Absent in deletions recorded before tags existed (and where no key needed one). */
  erasedKeyTags: Schema.optional(Schema.Array(Schema.String)),
  deletedAt: Instant,
});

/**
 * The person logged out: the session token they held (by its id) no longer speaks for them, though
 * it has not expired. Kept until `tokenExpiresAt`, after which the token is refused anyway.
 */
export const LoggedOut = defineEvent("LoggedOut", {
  userId: Schema.String,
  tokenId: Schema.String,
  tokenExpiresAt: Instant,
  loggedOutAt: Instant,
});

/** The person chose the language of everything sent to them (My Account); e-mails follow it from then on. */
export const CorrespondenceLanguageChosen = defineEvent("CorrespondenceLanguageChosen", {
  userId: Schema.String,
  language: Language,
  chosenAt: Instant,
});

export const AccountEvent = Schema.Union(
  PasswordLinkIssued,
  PasswordReset,
  PasswordChanged,
  AccountDetailsUpdated,
  AccountDeleted,
  LoggedOut,
  CorrespondenceLanguageChosen,
);
export type AccountEvent = typeof AccountEvent.Type;

/** On a password token's own stream (named by the token's hash): which person the token was issued to. */
export const PasswordTokenAssigned = defineEvent("PasswordTokenAssigned", { userId: Schema.String });

export const PasswordTokenEvent = Schema.Union(PasswordTokenAssigned);
export type PasswordTokenEvent = typeof PasswordTokenEvent.Type;

const bySubject = (data: Record<string, unknown>) => String(data.userId);

export const accountPersonalData: Record<string, PersonalDataRule> = {
  PasswordReset: { subject: bySubject, fields: ["passwordHash"] },
  PasswordChanged: { subject: bySubject, fields: ["passwordHash"] },
  AccountDetailsUpdated: { subject: bySubject, fields: ["name", "email", "organisation"] },
};

// Proving an e-mail address: a link goes to it, following the link proves the person reads it.

/**
 * A verification link went to `email`: the account's own address while it is unproven, or a new
 * address the person asked for on My Account (which becomes theirs only once proven). Only the
 * token's SHA-256 hash is recorded; the token itself travels in the e-mail alone.
 */
export const EmailVerificationIssued = defineEvent("EmailVerificationIssued", {
  userId: Schema.String,
  email: Erasable,
  tokenHash: Schema.String,
  expiresAt: Instant,
  issuedAt: Instant,
});

/** The person followed a link to `email`: the address is proven, and is now the account's address. */
export const EmailVerified = defineEvent("EmailVerified", {
  userId: Schema.String,
  email: Erasable,
  tokenHash: Schema.String,
  verifiedAt: Instant,
});

export const EmailVerificationEvent = Schema.Union(EmailVerificationIssued, EmailVerified);
export type EmailVerificationEvent = typeof EmailVerificationEvent.Type;

/** On a verification token's own stream (named by the token's hash): which person the token was issued to. */
export const EmailVerificationTokenAssigned = defineEvent("EmailVerificationTokenAssigned", { userId: Schema.String });

export const EmailVerificationTokenEvent = Schema.Union(EmailVerificationTokenAssigned);
export type EmailVerificationTokenEvent = typeof EmailVerificationTokenEvent.Type;

export const emailVerificationPersonalData: Record<string, PersonalDataRule> = {
  EmailVerificationIssued: { subject: bySubject, fields: ["email"] },
  EmailVerified: { subject: bySubject, fields: ["email"] },
};

/** What the users slice records, for its slice value and sliceEvents.ts. */
export const usersSliceEvents = defineSliceEvents({
  events: [UserEvent, EmailIndexEvent, AccountEvent, PasswordTokenEvent, EmailVerificationEvent, EmailVerificationTokenEvent],
  personalData: [userPersonalData, accountPersonalData, emailVerificationPersonalData],
});
