import { Schema } from "effect";
import { CourseAnswer } from "../shared/answers";

// The train-the-trainer upgrade steps (§3 Auth user `nextUpgradeToTttStep`, §4), each naming the screen
// the person has still to go through (see domain/src/trainerUpgrade/steps.ts for what sets each one):
// signupAsTtt (the participant dashboard's warning, then /ttt-signup), howItWorks ('How this tool
// works', /how-it-works) and watchTttVideo (the video is watched: Trainer Advice, where §2.2's guard
// sends the person).

const TTT_UPGRADE_STEPS = ["signupAsTtt", "howItWorks", "watchTttVideo"] as const;
export type TttUpgradeStepName = (typeof TTT_UPGRADE_STEPS)[number];

/** §3 Auth user `nextUpgradeToTttStep`: the step a person has still to take, and the course it is for. */
export const TttUpgradeStep = Schema.Struct({ step: Schema.Literal(...TTT_UPGRADE_STEPS), course: CourseAnswer }).annotations({ identifier: "TttUpgradeStep" });
export type TttUpgradeStep = typeof TttUpgradeStep.Type;

/** Whether the participant dashboard shows the warning asking the person to sign up as a trainer. */
export const isTrainerSignUpPending = (step: TttUpgradeStep | null): boolean => step?.step === "signupAsTtt";
