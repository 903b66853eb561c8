import type { Language } from "../i18n/language";
import type { Role } from "../roles";
import type { Organisation } from "./events";

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
}

/** The §3 Auth user the web app keeps: who is logged in and as which account. */
export type AuthUser =
  | { readonly isAuthenticated: false }
  | {
      readonly isAuthenticated: true;
      readonly userId: string;
      readonly name: string | null;
      readonly email: string | null;
      readonly role: Role | null;
      readonly users: ReadonlyArray<Role>;
      readonly multipleUsers: boolean;
      readonly localLead: string | null;
      readonly organisation: Organisation | null;
      readonly localAuthorities: ReadonlyArray<string>;
      readonly emailVerified: boolean;
      readonly pendingEmail: string | null;
      readonly language: Language | null;
    };

export const anonymousUser: AuthUser = { isAuthenticated: false };

export const authUserOf = (account: AccountView, role: Role | null): AuthUser => ({
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
});
