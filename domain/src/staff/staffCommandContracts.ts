import { Schema } from "effect";
import { NoContent, defineContract, formPart, idParams, idsParams } from "../http/contract";
import { AddTrainerToGroupForm, AddUserFields, decodeAddTrainerToGroup, decodeAddUser } from "./staffForms";

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
