import type { Role } from "../roles";
import { pathTo, type RouteKey } from "../access/routes";
import type { TttUpgradeStep, TttUpgradeStepName } from "../auth/tttUpgradeStep";
import type { UpgradeRole } from "./events";

// How the train-the-trainer route moves on (§2.2, §2.18, §4). What sets each step:
// - signupAsTtt: a participant-only person submits the post-train-the-trainer evaluation (decided with
//   the submission, on their user stream); the participant dashboard warns them (not forced).
// - howItWorks: the trainer sign-up (PATCH /api/upgrade-to-ttt); the guard keeps the new trainer on
//   'How this tool works' until they press Next.
// - watchTttVideo: Next on 'How this tool works'; the guard keeps them on Trainer Advice (and the
//   certified-trainer screen that leads there) until they finish it, which clears the step.

/** The step that follows each one; null: the route is done. */
export const NEXT_TTT_STEP: Readonly<Record<TttUpgradeStepName, Exclude<TttUpgradeStepName, "signupAsTtt"> | null>> = {
  signupAsTtt: "howItWorks",
  howItWorks: "watchTttVideo",
  watchTttVideo: null,
};

/** The screen each step waits on: after the upgrade the person goes there, carrying the course (§4). */
const TTT_STEP_ROUTE: Readonly<Record<TttUpgradeStepName, RouteKey>> = {
  signupAsTtt: "tttSignUp",
  howItWorks: "howItWorks",
  watchTttVideo: "trainerAdvice",
};

/** The screens a trainer or local lead may still open while a step is pending (the first is where the guard sends them); null: nothing forced. */
const OPEN_WHILE_PENDING: Readonly<Record<TttUpgradeStepName, ReadonlyArray<RouteKey> | null>> = {
  signupAsTtt: null,
  howItWorks: ["howItWorks"],
  watchTttVideo: ["trainerAdvice", "certifiedTrainer"],
};

/** §4: a new trainer who ticks 'I'm managing groups of trainers' gets role localLead, otherwise trainer. */
export const roleOfTrainerSignUp = (isManager: boolean): UpgradeRole => (isManager ? "localLead" : "trainer");

/** The accounts the route's later steps belong to: the one the sign-up gave. */
const isUpgradedAccount = (role: Role): boolean => role === "trainer" || role === "localLead";

/**
 * §2.2: where the guard sends a person acting as a trainer or local lead whose pending step keeps them
 * on its screens, or null when this path may be shown (it is one of them, or nothing is forced).
 */
export const forcedStepPath = (step: TttUpgradeStepName | null | undefined, role: Role, path: string): string | null => {
  if (!step || !isUpgradedAccount(role)) return null;
  const open = OPEN_WHILE_PENDING[step];
  if (open === null || open.some((key) => pathTo(key) === path)) return null;
  return pathTo(open[0]!);
};

/** The path of a pending step's screen (the web passes the course along in the navigation state). */
export const pathOfStep = (step: TttUpgradeStep): string => pathTo(TTT_STEP_ROUTE[step.step]);
