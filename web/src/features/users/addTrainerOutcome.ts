import type { MessageKey } from "@wellbeing/domain";
import type { TrainerAdded } from "./staffCommands";

/**
 * What the local lead is told once the server answered (§8). A trainer of another lead's group was
 * invited, not moved: an invitation sent now, or one already waiting (nothing sent again).
 */
export const addTrainerOutcome = (answer: TrainerAdded): MessageKey => {
  if (answer.alreadyInGroup) return "product.trainerAlreadyInGroup";
  if (answer.alreadyInvited) return "groupInvitations.alreadyInvited";
  if (answer.invitationPending) return answer.emailSent ? "groupInvitations.invited" : "groupInvitations.invitedNotSent";
  if (!answer.emailSent) return answer.newAccount ? "product.invitationNotSent" : "product.groupNoticeNotSent";
  return answer.newAccount ? "product.userAdded" : "product.trainerJoinedGroup";
};
