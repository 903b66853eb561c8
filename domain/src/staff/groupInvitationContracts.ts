import { Schema } from "effect";
import { NoContent, defineContract, idParams, requestPart } from "../http/contract";
import { IsoInstant } from "../shared/answers";
import { saying } from "../shared/fieldMessage";
import { Uuid, oneOf, requiredField } from "../shared/fields";

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

export const GROUP_INVITATION_CHOICES = ["accept", "decline"] as const;

/** POST /api/group-invitations/:localLeadId */
export const GroupInvitationChoice = Schema.Struct({ answer: requiredField(oneOf(GROUP_INVITATION_CHOICES)) }).annotations({ identifier: "GroupInvitationChoice" });

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
export const MoveToGroupForm = Schema.Struct({ localLeadId: requiredField(Uuid.annotations(saying("product.chooseLocalLead"))) }).annotations({ identifier: "MoveToGroup" });

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
