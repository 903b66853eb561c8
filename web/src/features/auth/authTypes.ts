import type { Language, Role } from "@wellbeing/domain";

/** GET /api/users/auth, and the answer of log in, sign-up and select-role. */
export interface SignedInUser {
  readonly isAuthenticated: true;
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  /** The chosen account; null while a multi-account person has not picked one. */
  readonly role: Role | null;
  readonly users: ReadonlyArray<Role>;
  readonly multipleUsers: boolean;
  readonly localLead: string | null;
  readonly organisation: { readonly value: string; readonly category: string } | null;
  readonly localAuthorities: ReadonlyArray<string>;
  /** Whether the person proved they read `email`; until then, what staff recorded under it stays hidden from them. */
  readonly emailVerified: boolean;
  /** A new address asked for on My Account, waiting for its verification link. */
  readonly pendingEmail: string | null;
  /** The language of everything sent to the person; null when they were never asked. */
  readonly language: Language | null;
  readonly nextUpgradeToTttStep?: { readonly step: string; readonly course?: string } | null;
}

export type AuthState = { readonly isAuthenticated: false } | SignedInUser;

export const SIGNED_OUT: AuthState = { isAuthenticated: false };
