import { PRODUCT_TEXTS } from "@wellbeing/domain";
import type { TrainerAdded } from "./staffCommands";

/** What the local lead is told once the server answered (§8). */
export const addTrainerOutcome = (answer: TrainerAdded): string => {
  if (answer.alreadyInGroup) return PRODUCT_TEXTS.trainerAlreadyInGroup;
  if (!answer.emailSent) return answer.newAccount ? PRODUCT_TEXTS.invitationNotSent : PRODUCT_TEXTS.groupNoticeNotSent;
  return answer.newAccount ? PRODUCT_TEXTS.userAdded : PRODUCT_TEXTS.trainerJoinedGroup;
};
