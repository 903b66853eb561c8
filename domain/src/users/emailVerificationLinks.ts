import { Either } from "effect";
import { ValidationFailed } from "../shared/domainError";
import { awaitsProof, isSameAddress, type EmailStanding } from "./emailStanding";
import { message, type Message } from "../i18n/translate";

/** How long an e-mail verification link works. */
const EMAIL_VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const emailVerificationExpiry = (now: string): string => new Date(Date.parse(now) + EMAIL_VERIFICATION_LIFETIME_MS).toISOString();

/** A verification link issued and not yet used (expired ones stay; the decider checks). */
export interface OutstandingEmailVerification {
  readonly tokenHash: string;
  /** The address the link went to (null once the person is erased). */
  readonly email: string | null;
  readonly expiresAt: string;
}

/** The links left once `email` is proven: every link to that address is spent with it. */
export const withoutLinksTo = (links: ReadonlyArray<OutstandingEmailVerification>, email: string | null): ReadonlyArray<OutstandingEmailVerification> =>
  links.filter((link) => !isSameAddress(link.email, email));

const refused = (reason: Message) => new ValidationFailed({ fields: { token: reason } });

/**
 * What following a verification link proves: its address, and whether that address replaces the
 * account's current one (so the handler claims it first). A link never issued, already used, or
 * for an address no longer waiting (a later change of mind) is refused; so is an expired one.
 */
export const addressProvenBy = (
  standing: EmailStanding & { readonly emailVerifications: ReadonlyArray<OutstandingEmailVerification> },
  tokenHash: string,
  now: string,
): Either.Either<{ readonly email: string; readonly changesAddress: boolean }, ValidationFailed> => {
  const link = standing.emailVerifications.find((candidate) => candidate.tokenHash === tokenHash);
  if (!link || link.email === null || !awaitsProof(standing, link.email)) return Either.left(refused(message("emailVerification.linkInvalid")));
  if (Date.parse(now) >= Date.parse(link.expiresAt)) return Either.left(refused(message("emailVerification.linkExpired")));
  return Either.right({ email: link.email, changesAddress: !isSameAddress(link.email, standing.email) });
};
