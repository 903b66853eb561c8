import { Schema } from "effect";
import { Language } from "../i18n/language";
import { ROLES, type Role } from "../roles";
import { IsoInstant } from "../shared/answers";
import { Organisation } from "../users/events";
import { TttUpgradeStep } from "./tttUpgradeStep";

/** An account as both the write side (its stream) and the read side (its row) know it. */
export interface AccountView {
  readonly userId: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly roles: ReadonlyArray<Role>;
  readonly localLeadId: string | null;
  readonly organisation: Organisation | null;
  readonly localAuthorities: ReadonlyArray<string>;
  /** Whether the person proved they read `email`; until then, what staff recorded under the address stays hidden from them. */
  readonly emailVerified: boolean;
  /** A new address waiting for its verification link to be followed (the account keeps `email` until then). */
  readonly pendingEmail: string | null;
  /** The language of everything sent to the person; null when they were never asked. */
  readonly language: Language | null;
  /** The train-the-trainer step the person has still to take (§4), or null. */
  readonly nextUpgradeToTttStep: TttUpgradeStep | null;
  /** When the person asked for a local lead account at the trainer sign-up, while no admin has decided. */
  readonly localLeadRequestedAt?: string | null;
}

/** A logged-in person as the §3 Auth user: who they are and which of their accounts they act as. */
export const SignedInUserAnswer = Schema.Struct({
  isAuthenticated: Schema.Literal(true),
  userId: Schema.String,
  /** Null once erased. */
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  /** The chosen account; null while a multi-account person has not picked one. */
  role: Schema.NullOr(Schema.Literal(...ROLES)),
  users: Schema.Array(Schema.Literal(...ROLES)),
  multipleUsers: Schema.Boolean,
  localLead: Schema.NullOr(Schema.String),
  organisation: Schema.NullOr(Organisation),
  localAuthorities: Schema.Array(Schema.String),
  /** Whether the person proved they read `email`; until then, what staff recorded under it stays hidden from them. */
  emailVerified: Schema.Boolean,
  /** A new address asked for on My Account, waiting for its verification link. */
  pendingEmail: Schema.NullOr(Schema.String),
  /** The language of everything sent to the person; null when they were never asked. */
  language: Schema.NullOr(Language),
  /** The train-the-trainer step the person has still to take (§4): signupAsTtt shows the participant dashboard's warning. */
  nextUpgradeToTttStep: Schema.NullOr(TttUpgradeStep),
  /** When the person asked for a local lead account at the trainer sign-up, while no admin has decided (absent otherwise). */
  localLeadRequestedAt: Schema.optional(IsoInstant),
}).annotations({ identifier: "SignedInUser" });
export type SignedInUser = typeof SignedInUserAnswer.Type;

/** The §3 Auth user the web app keeps: who is logged in and as which account (GET /api/users/auth). */
export const AuthUserAnswer = Schema.Union(Schema.Struct({ isAuthenticated: Schema.Literal(false) }), SignedInUserAnswer).annotations({
  identifier: "AuthUser",
});
export type AuthUser = typeof AuthUserAnswer.Type;

export const anonymousUser: AuthUser = { isAuthenticated: false };

export const authUserOf = (account: AccountView, role: Role | null): SignedInUser => ({
  isAuthenticated: true,
  userId: account.userId,
  name: account.name,
  email: account.email,
  role: role !== null && account.roles.includes(role) ? role : null,
  users: account.roles,
  multipleUsers: account.roles.length > 1,
  localLead: account.localLeadId,
  organisation: account.organisation,
  localAuthorities: account.localAuthorities,
  emailVerified: account.emailVerified,
  pendingEmail: account.pendingEmail,
  language: account.language,
  nextUpgradeToTttStep: account.nextUpgradeToTttStep,
  ...(account.localLeadRequestedAt ? { localLeadRequestedAt: account.localLeadRequestedAt } : {}),
});
