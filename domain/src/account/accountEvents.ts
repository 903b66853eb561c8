import { Schema } from "effect";
import { Language } from "../i18n/language";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { Organisation } from "../users/events";

// What a person does with their own account: passwords, details, deletion (spec §2.5, §7).

export const PASSWORD_LINK_PURPOSES = ["reset", "invitation"] as const;
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
