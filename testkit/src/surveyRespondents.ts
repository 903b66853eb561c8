import { questionnaireOf, visibleGroups, type FormState, type SurveyType } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "./accountHelpers";
import { ApiClient } from "./apiClient";
import type { TestSystem } from "./testSystem";

// Participants who answer evaluations through the API, for the tests that read what they answered.

/** A new participant account, logged in. */
export const signedInParticipant = async (system: TestSystem, email: string) => {
  const userId = await registerAccount(system, { email, name: email.split("@")[0]!, roles: ["participant"] });
  const client = new ApiClient(system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { client, email, userId };
};

/** Every question of a survey answered validly (see completeForm). */
export const completeSurveyForm = (surveyType: SurveyType, demographicsKnown: boolean): FormState =>
  completeForm(visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown }));

/** Submits a survey (POST /api/survey/submit/); answers the server's answer. */
export const submitSurvey = (client: ApiClient, sessionId: string, surveyType: SurveyType, formState: FormState) =>
  client.post("/api/survey/submit/", { sessionId, surveyType, formState, disagreedToResearch: false, questionIDList: [] });
