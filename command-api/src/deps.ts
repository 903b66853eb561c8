import type { Knex } from "knex";
import {
  CHECK_IN_SECRET,
  CheckInTokens,
  RevocationAnnouncingStore,
  SurveyDrafts,
  getOrCreateSecret,
  notifyCredentialsChanged,
  type EventStore,
  type Keyring,
  type Mailer,
  type TokenService,
} from "@wellbeing/platform";
import { PasswordResetQueue } from "./users/passwordResetQueue";
import { RateCounters, rateLimitsWith, type RateLimits } from "./infrastructure/rateLimits";
import { SurveyLinkTokens } from "./evaluations/surveyLinkTokens";
import { EmailIndex } from "./users/emailIndex";
import { PersonTurns } from "./users/personsTurn";

/** What the command API is built from; the launcher (or a test) composes it. */
export interface CommandApiDeps {
  readonly store: EventStore;
  /** The per-person keys of personal data: erasing a person destroys theirs. */
  readonly keyring: Keyring;
  readonly tokens: TokenService;
  readonly emailIndex: EmailIndex;
  /** Signs and checks the personal tokens of e-mailed survey links (issue 25). */
  readonly surveyLinks: SurveyLinkTokens;
  /** Checks the tokens of the check-in codes the query API issues (issue 29). */
  readonly checkInTokens: CheckInTokens;
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  readonly secureCookies: boolean;
  /** How often each limited command may be sent (see infrastructure/rateLimits). */
  readonly rateLimits: RateLimits;
  /** Where the limits count, shared by every instance (PostgreSQL). */
  readonly rateCounters: RateCounters;
  readonly clock: () => Date;
  readonly mailer: Mailer;
  /** The address users reach the app at: every link in an e-mail starts with it. */
  readonly publicUrl: string;
  /** Participants' saved survey progress (personal data, deleted on submission and with the account). */
  readonly surveyDrafts: SurveyDrafts;
  /** Forgotten-password requests, recorded before they are answered and worked by any command API (started with its routes). */
  readonly passwordResets: PasswordResetQueue;
  /** A person's leaving and their registrations take turns (across instances). */
  readonly personTurns: PersonTurns;
}

/** Composes the command API's dependencies (the all-in-one launcher and the standalone server alike). */
export const createCommandApiDeps = async (options: {
  store: EventStore;
  keyring: Keyring;
  db: Knex;
  tokens: TokenService;
  publicUrl: string;
  mailer: Mailer;
  /** Overrides of the default limits. */
  rateLimits?: Partial<RateLimits>;
  clock?: () => Date;
}): Promise<CommandApiDeps> => ({
  // Revoking events (log out, a new password, deletion, archiving) wake every service's live sockets at once.
  store: new RevocationAnnouncingStore(options.store, (userId) => notifyCredentialsChanged(options.db, userId)),
  keyring: options.keyring,
  tokens: options.tokens,
  emailIndex: new EmailIndex(await getOrCreateSecret(options.db, "email-index")),
  surveyLinks: new SurveyLinkTokens(await getOrCreateSecret(options.db, "survey-link")),
  checkInTokens: new CheckInTokens(await getOrCreateSecret(options.db, CHECK_IN_SECRET)),
  secureCookies: options.publicUrl.startsWith("https:"),
  rateLimits: rateLimitsWith(options.rateLimits),
  rateCounters: new RateCounters(options.db),
  clock: options.clock ?? (() => new Date()),
  mailer: options.mailer,
  publicUrl: options.publicUrl,
  surveyDrafts: new SurveyDrafts(options.db),
  passwordResets: new PasswordResetQueue(options.db),
  personTurns: new PersonTurns(options.db),
});
