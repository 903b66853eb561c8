import { normaliseEmail } from "../shared/fields";
import type { AccountDetailsUpdated, PasswordReset } from "./events";
import type { EmailVerificationEvent } from "./events";
import type { UserRegistered } from "./events";

/**
 * Where a person's e-mail address stands: the address the account uses, whether the person proved
 * they read it, and a new address they asked for that is waiting for its proof. The user decider
 * and the users read model both fold it with `evolveEmailStanding`.
 */
export interface EmailStanding {
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly pendingEmail: string | null;
}

/** Before the account's registration: no address at all. */
export const NO_EMAIL_STANDING: EmailStanding = { email: null, emailVerified: false, pendingEmail: null };

export type EmailStandingEvent = typeof UserRegistered.Type | typeof AccountDetailsUpdated.Type | typeof PasswordReset.Type | EmailVerificationEvent;

export const isSameAddress = (one: string | null, other: string | null): boolean =>
  one !== null && other !== null && normaliseEmail(one) === normaliseEmail(other);

/** Whether this address is a change from the account's current one. */
export const isNewAddress = (standing: Pick<EmailStanding, "email">, email: string): boolean => !isSameAddress(standing.email, email);

/** The address a verification link would prove now: the pending new one, else the current one while unproven; null when nothing awaits proof. */
export const addressAwaitingProof = (standing: EmailStanding): string | null => standing.pendingEmail ?? (standing.emailVerified ? null : standing.email);

/** Whether proving this address still changes anything: it is the pending one, or the current one while unproven. */
export const awaitsProof = (standing: EmailStanding, email: string | null): boolean =>
  isSameAddress(email, standing.pendingEmail) || (!standing.emailVerified && isSameAddress(email, standing.email));

export const evolveEmailStanding = (standing: EmailStanding, event: EmailStandingEvent): EmailStanding => {
  switch (event.type) {
    case "UserRegistered":
      return { email: event.data.email, emailVerified: event.data.emailVerified ?? false, pendingEmail: null };
    case "AccountDetailsUpdated":
      // Before addresses were proven, a change of address took effect at once: the new address is unproven.
      return isSameAddress(event.data.email, standing.email) ? standing : { ...standing, email: event.data.email, emailVerified: false };
    case "PasswordReset":
      // The set-password link went to the account's address: following it proves the address.
      return { ...standing, emailVerified: true };
    case "EmailVerificationIssued":
      return isSameAddress(event.data.email, standing.email) ? standing : { ...standing, pendingEmail: event.data.email };
    case "EmailVerified": {
      const { email } = event.data;
      if (isSameAddress(email, standing.email)) return { ...standing, emailVerified: true };
      return { email, emailVerified: true, pendingEmail: isSameAddress(email, standing.pendingEmail) ? null : standing.pendingEmail };
    }
  }
};
