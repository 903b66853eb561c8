import { Either, Schema } from "effect";
import { defineContract, formPart, requestPart } from "../http/contract";
import type { Role } from "../roles";
import {
  AccountDetailsWire,
  ChangePasswordFields,
  ForgotPasswordForm,
  ResetPasswordForm,
  VerifyEmailForm,
  decodeAccountDetails,
  decodeChangePassword,
} from "./accountForms";
import { SignedInUserAnswer } from "../auth/authUser";
import { Language } from "../i18n/language";
import { ParticipantCourseSessionAnswer } from "../participantHome/answers";
import { ROLES } from "../roles";

// The HTTP contracts of a person's own account: forgotten, reset and changed passwords, deleting the
// account, proving the address (§2.5, §7, §8).

/** What an account command answers: the words the screen shows. */
export const AccountMessageAnswer = Schema.Struct({ message: Schema.String }).annotations({ identifier: "AccountMessage" });

export const forgotPasswordContract = defineContract({
  method: "GET",
  path: "/api/users/forget-password",
  // A command sent as GET (the old client's shape): it reads no read model.
  readModels: [],
  summary: "E-mail a set-password link to the address, if it has an account (the one write sent as GET; the same answer either way)",
  audience: "anonymous",
  also: [429],
  query: requestPart(ForgotPasswordForm),
  answer: AccountMessageAnswer,
});

export const resetPasswordContract = defineContract({
  method: "POST",
  path: "/api/users/reset-password",
  summary: "Set a new password with a set-password link's token",
  audience: "anonymous",
  also: [429],
  body: requestPart(ResetPasswordForm),
  answer: AccountMessageAnswer,
});

export const changePasswordContract = defineContract({
  method: "POST",
  path: "/api/users/change-password",
  summary: "Change the caller's password (every other session of theirs ends)",
  audience: "account",
  also: [429],
  body: formPart(ChangePasswordFields, decodeChangePassword),
  answer: AccountMessageAnswer,
});

export const updateAccountDetailsContract = defineContract({
  method: "PATCH",
  path: "/api/my-account",
  summary: "Change the caller's name, e-mail (a link to prove a new address is e-mailed) and, for trainers and local leads, organisation and delivery local authorities",
  audience: "account",
  // What is judged depends on the caller's role: the body decodes to its judgement, which the service applies to that role.
  body: formPart(AccountDetailsWire, (input) => Either.right((role: Role) => decodeAccountDetails(role)(input))),
  answer: SignedInUserAnswer,
});

export const deleteAccountContract = defineContract({
  method: "DELETE",
  path: "/api/users/:id",
  summary: "Delete the caller's own account and erase what it holds of them",
  audience: "account",
  // Any id but the caller's own is refused (403), a malformed one included.
  params: { schema: Schema.Struct({ id: Schema.String }), names: "account" },
  answer: AccountMessageAnswer,
});

/**
 * What deleting the caller's account takes with it (issue 25), for the confirmation to say: the
 * certificates revoked, the other accounts closed with it (the same sign-in's staff roles), and the
 * places given up in sessions that have not started.
 */
export const AccountDeletionAnswer = Schema.Struct({
  certificates: Schema.Number.annotations({ description: "Certificates in force that would be revoked" }),
  closedRoles: Schema.Array(Schema.Literal(...ROLES)).annotations({ description: "The roles the account holds besides participant: those accounts close with it" }),
  placesGivenUp: Schema.Array(ParticipantCourseSessionAnswer),
}).annotations({ identifier: "AccountDeletion" });
export type AccountDeletionAnswer = typeof AccountDeletionAnswer.Type;

export const accountDeletionContract = defineContract({
  method: "GET",
  path: "/api/my-account/deletion",
  readModels: ["sessions", "roster", "certificates"],
  summary: "What deleting the caller's own account would take with it: certificates revoked, accounts closed, places given up",
  audience: "account",
  answer: AccountDeletionAnswer,
});

export const sendEmailVerificationContract = defineContract({
  method: "POST",
  path: "/api/users/verification-email",
  summary: "E-mail a fresh link to prove the caller's address (502 when the mail server refused it)",
  audience: "account",
  also: [429, 502],
  answer: Schema.Struct({ message: Schema.String, email: Schema.String }).annotations({ identifier: "VerificationEmailSent" }),
});

export const verifyEmailContract = defineContract({
  method: "POST",
  path: "/api/users/verify-email",
  summary: "Prove an address with the token its link carried",
  audience: "anonymous",
  also: [429],
  body: requestPart(VerifyEmailForm),
  answer: AccountMessageAnswer,
});

/** The language chosen for a person's correspondence (My Account). */
export const LanguageChoice = Schema.Struct({ language: Language }).annotations({ identifier: "LanguageChoice" });

export const chooseLanguageContract = defineContract({
  method: "PATCH",
  path: "/api/users/language",
  summary: "Choose the language of everything sent to the caller (e-mails follow it from then on)",
  audience: "account",
  body: requestPart(LanguageChoice),
  answer: LanguageChoice,
});

export const ACCOUNT_CONTRACTS = [
  forgotPasswordContract,
  resetPasswordContract,
  changePasswordContract,
  updateAccountDetailsContract,
  deleteAccountContract,
  accountDeletionContract,
  sendEmailVerificationContract,
  verifyEmailContract,
  chooseLanguageContract,
] as const;
