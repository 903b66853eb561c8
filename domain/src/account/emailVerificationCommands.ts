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
