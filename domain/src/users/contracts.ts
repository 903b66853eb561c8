import { Either, Schema } from "effect";
import { defineContract, formPart, requestPart, NoContent, idParams, idsParams } from "../http/contract";
import { type Role, ROLES } from "../roles";
import {
  AccountDetailsWire,
  ChangePasswordFields,
  ForgotPasswordForm,
  ResetPasswordForm,
  VerifyEmailForm,
  decodeAccountDetails,
  decodeChangePassword,
  AddTrainerToGroupForm,
  AddUserFields,
  decodeAddTrainerToGroup,
  decodeAddUser,
} from "./forms";
import { SignedInUserAnswer } from "../auth/user";
import { Language } from "../i18n/language";
import { ParticipantCourseSessionAnswer } from "../participantHome/answers";
import { IsoInstant } from "../shared/answers";
import { saying } from "../shared/fieldMessage";
import { Uuid, oneOf, requiredField } from "../shared/fields";
import { LocalLeadSummary, ParticipantPage, ParticipantsQuery, StaffListItem, StaffPickerItem, TrainersAndLeads } from "./directory";

// The HTTP contracts of a person's own account: forgotten, reset and changed passwords, deleting the
// account, proving the address (§2.5, §7, §8).

/** What an account command answers: the words the screen shows. */
const AccountMessageAnswer = Schema.Struct({ message: Schema.String }).annotations({ identifier: "AccountMessage" });

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
  summary:
    "Change the caller's name, e-mail (a link to prove a new address is e-mailed) and, for trainers and local leads, organisation and delivery local authorities",
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
  closedRoles: Schema.Array(Schema.Literal(...ROLES)).annotations({
    description: "The roles the account holds besides participant: those accounts close with it",
  }),
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
const LanguageChoice = Schema.Struct({ language: Language }).annotations({ identifier: "LanguageChoice" });

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

// A local lead's invitation to a trainer of another lead's group (§2.17, §7 'alreadyInGroup': nobody is
// moved without saying yes), the trainer's answer, and an admin moving a trainer.

/** A trainer of another group invited to the calling lead's: Your Trainers shows them as pending. */
export const InvitedTrainerAnswer = Schema.Struct({
  _id: Schema.String,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  invitedAt: IsoInstant,
}).annotations({ identifier: "InvitedTrainer" });
export type InvitedTrainerAnswer = typeof InvitedTrainerAnswer.Type;

/** An invitation waiting for the calling trainer's answer. */
export const GroupInvitationAnswer = Schema.Struct({
  localLeadId: Schema.String,
  localLeadName: Schema.NullOr(Schema.String),
  /** The lead whose group the trainer is in now (null once they are in none). */
  currentLocalLeadName: Schema.NullOr(Schema.String),
  invitedAt: IsoInstant,
}).annotations({ identifier: "GroupInvitation" });
export type GroupInvitationAnswer = typeof GroupInvitationAnswer.Type;

export const myGroupInvitationsContract = defineContract({
  method: "GET",
  path: "/api/group-invitations",
  readModels: ["users"],
  summary: "The calling trainer's invitations to join a local lead's group that wait for their answer",
  audience: "staff",
  answer: Schema.Struct({ invitations: Schema.Array(GroupInvitationAnswer) }).annotations({ identifier: "GroupInvitations" }),
});

const GROUP_INVITATION_CHOICES = ["accept", "decline"] as const;

/** POST /api/group-invitations/:localLeadId */
const GroupInvitationChoice = Schema.Struct({ answer: requiredField(oneOf(GROUP_INVITATION_CHOICES)) }).annotations({ identifier: "GroupInvitationChoice" });

export const answerGroupInvitationContract = defineContract({
  method: "POST",
  path: "/api/group-invitations/:localLeadId",
  summary: "The invited trainer accepts (joining that lead's group, leaving theirs) or declines a local lead's invitation; both leads hear of it by e-mail",
  audience: "staff",
  params: idParams("group invitation", "localLeadId"),
  body: requestPart(GroupInvitationChoice),
  answer: NoContent,
});

/** POST /api/users/:id/group */
const MoveToGroupForm = Schema.Struct({ localLeadId: requiredField(Uuid.annotations(saying("product.chooseLocalLead"))) }).annotations({
  identifier: "MoveToGroup",
});

export const moveTrainerToGroupContract = defineContract({
  method: "POST",
  path: "/api/users/:id/group",
  summary: "An admin moves a trainer into a local lead's group; the trainer and both leads are e-mailed",
  audience: "staff",
  params: idParams("trainer"),
  body: requestPart(MoveToGroupForm),
  answer: NoContent,
});

export const GROUP_INVITATION_CONTRACTS = [myGroupInvitationsContract, answerGroupInvitationContract, moveTrainerToGroupContract] as const;

// The HTTP contracts of the staff directory's reads (§2.17, §7).

export const trainersAndLeadsContract = defineContract({
  method: "GET",
  path: "/api/users/admin/trainers-and-leads",
  readModels: ["users"],
  summary: "The admin's trainers, local leads and archived staff",
  audience: "staff",
  answer: TrainersAndLeads,
});

export const myTrainersContract = defineContract({
  method: "GET",
  path: "/api/users/my-trainers",
  readModels: ["users"],
  summary: "The calling local lead's trainers, and the trainers of other groups invited to theirs",
  audience: "staff",
  answer: Schema.Struct({ trainerList: Schema.Array(StaffListItem), invitedTrainers: Schema.Array(InvitedTrainerAnswer) }).annotations({
    identifier: "MyTrainers",
  }),
});

export const participantsContract = defineContract({
  method: "GET",
  path: "/api/users/admin/participants",
  readModels: ["users"],
  summary: "One page of 50 participants and how many there are",
  audience: "staff",
  query: requestPart(ParticipantsQuery),
  answer: ParticipantPage,
});

export const localLeadsContract = defineContract({
  method: "GET",
  path: "/api/local-leads",
  readModels: ["users"],
  summary: "Every local lead, ids and names only (a picker)",
  audience: "staff",
  answer: Schema.Array(StaffPickerItem),
});

export const localLeadGroupContract = defineContract({
  method: "GET",
  path: "/api/local-lead/:id/group",
  readModels: ["users"],
  summary: "A local lead's group, ids and names only (a picker)",
  audience: "staff",
  params: idParams("local lead"),
  answer: Schema.Array(StaffPickerItem),
});

export const localLeadContract = defineContract({
  method: "GET",
  path: "/api/local-lead/:id",
  readModels: ["users"],
  summary: "A local lead's name and organisation",
  audience: "staff",
  params: idParams("local lead"),
  answer: LocalLeadSummary,
});

export const STAFF_DIRECTORY_CONTRACTS = [
  trainersAndLeadsContract,
  myTrainersContract,
  participantsContract,
  localLeadsContract,
  localLeadGroupContract,
  localLeadContract,
] as const;

// The HTTP contracts of the staff directory's commands (§2.17, §7): add users and trainers, groups,
// archive and restore. A path id that is not even well formed names nobody: 404 "No user found".

export const addUserContract = defineContract({
  method: "POST",
  path: "/api/users/",
  summary: "An admin adds a trainer or a local lead (an invitation to set a password is e-mailed)",
  audience: "staff",
  also: [429],
  body: formPart(AddUserFields, decodeAddUser),
  answer: Schema.Struct({ _id: Schema.String, invitationSent: Schema.Boolean }).annotations({ identifier: "UserAdded" }),
  status: 201,
});

export const addTrainerToGroupContract = defineContract({
  method: "POST",
  path: "/api/users/local-leads/group",
  summary:
    "A local lead adds a trainer to their group: a trainer in no group joins it, a trainer in another lead's group is invited (they stay there until they accept), a new address gets a trainer account; the trainer is e-mailed",
  audience: "staff",
  also: [429],
  body: formPart(AddTrainerToGroupForm, decodeAddTrainerToGroup),
  answer: Schema.Struct({
    alreadyInGroup: Schema.Boolean,
    newAccount: Schema.Boolean,
    emailSent: Schema.Boolean,
    /** The trainer is in another lead's group: an invitation to join this one waits for their answer. */
    invitationPending: Schema.Boolean,
    /** That invitation was sent before: nothing was sent again. */
    alreadyInvited: Schema.Boolean,
  }).annotations({ identifier: "TrainerAdded" }),
});

export const removeTrainerFromGroupContract = defineContract({
  method: "DELETE",
  path: "/api/local-lead/:leadId/trainer/:trainerId",
  summary: "A local lead removes a trainer from their group",
  audience: "staff",
  params: idsParams({ leadId: "user", trainerId: "user" }),
  answer: NoContent,
});

export const leaveGroupContract = defineContract({
  method: "DELETE",
  path: "/api/remove/:localLeadId/:trainerId",
  summary: "A trainer leaves a local lead's group (the e-mailed link)",
  audience: "account",
  params: idsParams({ localLeadId: "user", trainerId: "user" }),
  answer: NoContent,
});

export const archiveStaffContract = defineContract({
  method: "POST",
  path: "/api/users/:id/archive",
  summary: "An admin archives a staff member (they can no longer log in as that account)",
  audience: "staff",
  params: idParams("user"),
  answer: NoContent,
});

export const restoreStaffContract = defineContract({
  method: "POST",
  path: "/api/users/:id/restore",
  summary: "An admin restores an archived staff member",
  audience: "staff",
  params: idParams("user"),
  answer: NoContent,
});

export const STAFF_COMMAND_CONTRACTS = [
  addUserContract,
  addTrainerToGroupContract,
  removeTrainerFromGroupContract,
  leaveGroupContract,
  archiveStaffContract,
  restoreStaffContract,
] as const;
