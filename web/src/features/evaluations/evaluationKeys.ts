import type { SurveyType } from "@wellbeing/domain";

// The survey's query keys start with "survey", which no live topic names: what the screen read on
// opening stays as it was while the participant answers (§6: the submission status is checked on load).

export const evaluationKeys = {
  survey: (id: string, surveyType: SurveyType) => ["survey", "data", id, surveyType] as const,
  status: (sessionId: string, surveyType: SurveyType) => ["survey", "status", sessionId, surveyType] as const,
};
