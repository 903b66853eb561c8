import type { Language } from "../i18n/language";
import type { Role } from "../roles";
import type { Organisation, PasswordLinkPurpose } from "./events";

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

/** Who sends a staff command, from their token. */
export interface StaffActor {
  readonly userId: string;
  readonly role: Role;
}

/**
 * What the person's account says of them (their user aggregate), passed in by the handler: the
 * staff decider keeps only what the directory changes (group, archived).
 */
export interface MemberFacts {
  readonly userId: string;
  /** Every account the person holds; empty when there is no such person. */
  readonly roles: ReadonlyArray<Role>;
}

/**
 * A local lead adds an existing trainer to their group (POST /api/users/local-leads/group): a trainer in
 * no group joins it; a trainer in another lead's group is invited, and stays where they are until they accept.
 */
export interface AddTrainerToGroup {
  readonly type: "AddTrainerToGroup";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  readonly actor: StaffActor;
  readonly now: string;
}

/** A local lead removes a trainer from their group (DELETE /api/local-lead/:leadId/trainer/:trainerId). */
export interface RemoveTrainerFromGroup {
  readonly type: "RemoveTrainerFromGroup";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  readonly actor: StaffActor;
  readonly now: string;
}

/** A trainer leaves a group by the e-mailed link (DELETE /api/remove/:localLeadId/:trainerId). */
export interface LeaveGroup {
  readonly type: "LeaveGroup";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  /** Who follows the link: only the trainer themself may. */
  readonly actorId: string;
  readonly now: string;
}

/** An admin archives a trainer's or local lead's staff account. */
export interface ArchiveStaff {
  readonly type: "ArchiveStaff";
  readonly member: MemberFacts;
  readonly actor: StaffActor;
  readonly now: string;
}

/** An admin restores an archived staff account. */
export interface RestoreStaff {
  readonly type: "RestoreStaff";
  readonly member: MemberFacts;
  readonly actor: StaffActor;
  readonly now: string;
}

/** The trainer answers a local lead's invitation to join their group (POST /api/group-invitations/:localLeadId). */
export interface AnswerGroupInvitation {
  readonly type: "AnswerGroupInvitation";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  /** Who follows the link: only the invited trainer may answer. */
  readonly actorId: string;
  readonly answer: "accept" | "decline";
  /** Whether the inviting local lead still holds an active local lead account (their user stream says so). */
  readonly leadIsActive: boolean;
  readonly now: string;
}

/** An admin moves a trainer into a local lead's group (POST /api/users/:id/group). */
export interface MoveTrainerToGroup {
  readonly type: "MoveTrainerToGroup";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  readonly actor: StaffActor;
  /** Whether the chosen local lead holds an active local lead account (their user stream says so). */
  readonly leadIsActive: boolean;
  readonly now: string;
}

export type StaffCommand = AddTrainerToGroup | RemoveTrainerFromGroup | LeaveGroup | ArchiveStaff | RestoreStaff | AnswerGroupInvitation | MoveTrainerToGroup;

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

/** Send a verification link: to the pending new address, else to the account's own while it is unproven. */
export interface IssueEmailVerification {
  readonly type: "IssueEmailVerification";
  readonly tokenHash: string;
  readonly now: string;
}

/** Follow a verification link (its token's hash: the token itself never reaches the domain). */
export interface VerifyEmail {
  readonly type: "VerifyEmail";
  readonly tokenHash: string;
  readonly now: string;
}

export type EmailVerificationCommand = IssueEmailVerification | VerifyEmail;

/** Record which person a verification token belongs to, on the token's own stream. */
export interface AssignEmailVerificationToken {
  readonly type: "AssignEmailVerificationToken";
  readonly userId: string;
}
