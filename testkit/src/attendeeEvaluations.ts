import type { SurveyType } from "@wellbeing/domain";
import { encodePosition } from "@wellbeing/platform";
import type { TestSystem } from "./testSystem";

/**
 * Records that a participant completed one of a session's evaluations, as the survey submission does
 * (recordAttendeeEvaluation, in-process); answers the consistency token to read it back with.
 */
export const recordAttendeeEvaluationOf = async (
  system: TestSystem,
  sessionId: string,
  participant: { readonly participantId: string; readonly email: string },
  surveyType: SurveyType,
): Promise<string> => {
  const { recordAttendeeEvaluation } = await import("@wellbeing/command-api");
  const recorded = await recordAttendeeEvaluation({ store: system.store, clock: () => new Date() }, sessionId, participant, surveyType);
  if (recorded._tag === "Left") throw new Error(`evaluation not recorded: ${JSON.stringify(recorded.left)}`);
  if (!recorded.right.position) throw new Error("the evaluation was already recorded");
  return encodePosition(recorded.right.position);
};
