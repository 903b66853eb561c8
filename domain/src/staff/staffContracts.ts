import { Schema } from "effect";
import { defineContract, idParams, requestPart } from "../http/contract";
import { LocalLeadSummary, ParticipantPage, ParticipantsQuery, StaffListItem, StaffPickerItem, TrainersAndLeads } from "./staffDirectory";
import { InvitedTrainerAnswer } from "./groupInvitationContracts";

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
  answer: Schema.Struct({ trainerList: Schema.Array(StaffListItem), invitedTrainers: Schema.Array(InvitedTrainerAnswer) }).annotations({ identifier: "MyTrainers" }),
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
