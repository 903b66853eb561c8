import type { Language } from "../i18n/language";
import type { Role } from "../roles";
import type { Organisation } from "./events";

/** Create an account for a person (participant sign-up, staff added by an admin, bootstrap or seed). */
export interface RegisterUser {
  readonly type: "RegisterUser";
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string | null;
  readonly roles: ReadonlyArray<Role>;
  readonly organisation: Organisation | null;
  readonly localAuthorities: ReadonlyArray<string>;
  readonly localLeadId: string | null;
  /** True only where the address is known to be the person's already (demo seed, bootstrap admin); otherwise a link proves it later. */
  readonly emailVerified?: boolean;
  /** The language the person asked for their correspondence in (sign-up, or staff adding them). */
  readonly language?: Language;
  readonly now: string;
}

export type UserCommand = RegisterUser;

/** Claim an e-mail address's index stream for a user. */
export interface ClaimEmail {
  readonly type: "ClaimEmail";
  readonly userId: string;
  /** False when the current holder's account was never completed (a crash between two appends). */
  readonly holderHasAccount: boolean;
  readonly now: string;
}

export interface ReleaseEmail {
  readonly type: "ReleaseEmail";
  readonly userId: string;
}

export type EmailIndexCommand = ClaimEmail | ReleaseEmail;
