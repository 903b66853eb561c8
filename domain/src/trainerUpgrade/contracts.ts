import { defineContract, formPart } from "../http/contract";
import { SignedInUserAnswer } from "../auth/authUser";
import { TttUpgradeWire, decodeTttUpgrade } from "./form";

// The HTTP contract of the train-the-trainer route (§7).

export const upgradeToTttContract = defineContract({
  method: "PATCH",
  path: "/api/upgrade-to-ttt",
  summary:
    "Move on along the train-the-trainer route: the trainer sign-up (as the participant whose pending step it is; the answer acts as the new trainer or local lead account), then Next on 'How this tool works', then finishing Trainer Advice (as that account)",
  audience: "account",
  body: formPart(TttUpgradeWire, decodeTttUpgrade),
  answer: SignedInUserAnswer,
});

export const TRAINER_UPGRADE_CONTRACTS = [upgradeToTttContract] as const;
