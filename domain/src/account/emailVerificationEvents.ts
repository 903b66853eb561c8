import { Schema } from "effect";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";

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

const bySubject = (data: Record<string, unknown>) => String(data.userId);

export const emailVerificationPersonalData: Record<string, PersonalDataRule> = {
  EmailVerificationIssued: { subject: bySubject, fields: ["email"] },
  EmailVerified: { subject: bySubject, fields: ["email"] },
};
