import type { MessageKey } from "@wellbeing/domain";
import type { TrainerAdded } from "./staffCommands";

/** What the local lead is told once the server answered (§8). */
export const addTrainerOutcome = (answer: TrainerAdded): MessageKey => {
  if (answer.alreadyInGroup) return "product.trainerAlreadyInGroup";
  if (!answer.emailSent) return answer.newAccount ? "product.invitationNotSent" : "product.groupNoticeNotSent";
  return answer.newAccount ? "product.userAdded" : "product.trainerJoinedGroup";
};
