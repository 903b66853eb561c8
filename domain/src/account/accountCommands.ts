import type { Language } from "../i18n/language";
import type { Role } from "../roles";
import type { PasswordLinkPurpose } from "./accountEvents";
import type { Organisation } from "../users/events";

/** Issue a set-password link to an account (forgotten password, or a new staff member's invitation). */
export interface IssuePasswordLink {
  readonly type: "IssuePasswordLink";
  readonly tokenHash: string;
  readonly purpose: PasswordLinkPurpose;
  readonly now: string;
}

/** Set a new password with a link's token (its hash: the token itself never reaches the domain). */
export interface ResetPassword {
  readonly type: "ResetPassword";
  readonly tokenHash: string;
  readonly passwordHash: string;
  readonly now: string;
}

/**
 * Change the password knowing the old one. The handler checks the old password against the hash it
 * read (`verifiedHash`, null when it did not match); the decider accepts only if that hash is still
 * the account's, so a concurrent change is never overwritten.
 */
export interface ChangePassword {
  readonly type: "ChangePassword";
  readonly verifiedHash: string | null;
  readonly passwordHash: string;
  readonly now: string;
}

/**
 * My Account Details, as the person acting in `role` may change them. A new e-mail address does not
 * replace the current one: a verification link goes to it (`verificationTokenHash`, which the
 * handler gives whenever it sends a new address) and it takes effect when followed.
 */
export interface UpdateAccountDetails {
  readonly type: "UpdateAccountDetails";
  readonly role: Role;
  readonly name: string;
  readonly email: string;
  readonly organisation: Organisation | null;
  readonly localAuthorities: ReadonlyArray<string>;
  readonly verificationTokenHash: string | null;
  readonly now: string;
}

export interface DeleteAccount {
  readonly type: "DeleteAccount";
  /** The personal-data keys the handler destroyed (see AccountDeleted). */
  readonly erasedKeys: ReadonlyArray<string>;
  /** The erasure tags of the keys it destroyed that must not be named openly (see AccountDeleted). */
  readonly erasedKeyTags: ReadonlyArray<string>;
  readonly now: string;
}

/** End one session token before it expires (log out). */
export interface LogOut {
  readonly type: "LogOut";
  readonly tokenId: string;
  readonly tokenExpiresAt: string;
  readonly now: string;
}

/** Choose the language of one's correspondence (My Account). */
export interface ChooseCorrespondenceLanguage {
  readonly type: "ChooseCorrespondenceLanguage";
  readonly language: Language;
  readonly now: string;
}

export type AccountCommand = IssuePasswordLink | ResetPassword | ChangePassword | UpdateAccountDetails | DeleteAccount | LogOut | ChooseCorrespondenceLanguage;

/** Record which person a password token belongs to, on the token's own stream. */
export interface AssignPasswordToken {
  readonly type: "AssignPasswordToken";
  readonly userId: string;
}
