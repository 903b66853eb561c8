import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { evaluationsSliceEvents } from "./events";
import { EVALUATION_CONTRACTS } from "./contracts";

// The evaluations capability (§2.15, §3, §4, §5, §6, §8): the questionnaires as versioned data and the
// one engine that reads them, on the survey screen and on the server.
//
// - questionnaire.ts, questionnaires/: the data (QuestionGroup, Question; QUESTIONNAIRES by version,
//   CURRENT_QUESTIONNAIRE_VERSION) and which groups each survey type asks (questionnaires/v1/index.ts).
// - formState.ts: the answers (FormState) and their wire schema.
// - answerCheck.ts, answering.ts, progress.ts: the screen's rules (isAnswered, optionsOf,
//   asksForOtherAnswer, answerQuestion, clampZeroToTen, visibleGroups, surveyStep, completionRate,
//   isUnlocked, canGoNext, canSubmit).
// - validation.ts: the server's judgement of a submission (validateSubmission), used by the decider.
// - loadRules.ts: what opening a survey does (participantSurveyStatus on the server,
//   surveyLoadDecision on the screen, submissionRespondent for the submit handler).
// - events.ts, commands.ts, decider.ts, respondentDecider.ts, streams.ts: the write side;
//   attendance.ts: who may answer which evaluation, and when (issue 24 §1); anonymity.ts: what the
//   response side records of time and where it lives (issue 24 §2).
// - inputs.ts, answers.ts, contracts.ts: the HTTP contracts (EVALUATION_CONTRACTS).
export * from "./questionnaire";
export * from "./questionnaires";
export * from "./formState";
export * from "./answerCheck";
export * from "./answering";
export * from "./progress";
export * from "./validation";
export * from "./surveyTypes";
export * from "./loadRules";
export * from "./events";
export * from "./commands";
export * from "./decider";
export * from "./withdrawal";
export * from "./respondentDecider";
export * from "./streams";
export * from "./attendance";
export * from "./anonymity";
export * from "./inputs";
export * from "./answers";
export * from "./contracts";

/** The evaluations slice: its contracts, texts and events, for slices.ts. */
export const evaluationsSlice: Slice<typeof catalogue.en, typeof evaluationsSliceEvents.events> = defineSlice({
  name: "evaluations",
  contracts: EVALUATION_CONTRACTS,
  catalogue,
  ...evaluationsSliceEvents,
});
