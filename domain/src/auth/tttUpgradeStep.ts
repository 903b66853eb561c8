import { Schema } from "effect";
import { CourseAnswer } from "../shared/answers";

// The train-the-trainer upgrade steps of §4: signupAsTtt (the participant dashboard's warning) and
// watchTttVideo (the access guard sends the person to Trainer Advice).

export const TTT_UPGRADE_STEPS = ["signupAsTtt", "watchTttVideo"] as const;

/** §3 Auth user `nextUpgradeToTttStep`: the step a person has still to take, and the course it is for. */
export const TttUpgradeStep = Schema.Struct({ step: Schema.Literal(...TTT_UPGRADE_STEPS), course: CourseAnswer }).annotations({ identifier: "TttUpgradeStep" });
export type TttUpgradeStep = typeof TttUpgradeStep.Type;

/** Whether the participant dashboard shows the warning asking the person to sign up as a trainer. */
export const isTrainerSignUpPending = (step: TttUpgradeStep | null): boolean => step?.step === "signupAsTtt";
