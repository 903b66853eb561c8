import type { EventStore, TokenService } from "@wellbeing/platform";
import type { EmailIndex } from "./users/emailIndex";

/** What the command API is built from; the launcher (or a test) composes it. */
export interface CommandApiDeps {
  readonly store: EventStore;
  readonly tokens: TokenService;
  readonly emailIndex: EmailIndex;
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  readonly secureCookies: boolean;
  readonly loginRateLimit: { readonly max: number; readonly timeWindowMs: number };
  readonly clock: () => Date;
}
