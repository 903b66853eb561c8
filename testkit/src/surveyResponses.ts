import { questionnaireOf, visibleGroups, type SurveyType } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "./accountHelpers";
import { ApiClient } from "./apiClient";
import { registerBeforeItEnded } from "./sessionCast";
import type { TestSystem } from "./testSystem";

/** A participant with an account, logged in. */
export const participantAccount = async (system: TestSystem, email: string, name: string) => {
  const userId = await registerAccount(system, { email, name, roles: ["participant"] });
  const client = new ApiClient(system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { userId, client, email, name };
};

/**
 * The participant registers for the session (while it still took registrations: these sessions have
 * mostly happened) and answers one of its surveys completely (the domain's complete form: demographics
 * too when not known yet), with or without research consent.
 */
export const answerSurvey = async (
  system: TestSystem,
  participant: { client: ApiClient; email: string },
  sessionId: string,
  surveyType: SurveyType,
  options: { demographicsKnown?: boolean; disagreedToResearch?: boolean } = {},
) => {
  const registered = await registerBeforeItEnded(system, participant.client, sessionId, participant.email);
  if (registered.status !== 200) throw new Error(`not registered: ${registered.status} ${JSON.stringify(registered.body)}`);
  const formState = completeForm(visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown: options.demographicsKnown ?? false }));
  const submitted = await participant.client.post("/api/survey/submit/", {
    sessionId,
    surveyType,
    formState,
    disagreedToResearch: options.disagreedToResearch ?? false,
    questionIDList: [],
  });
  if (submitted.status !== 201) throw new Error(`survey not submitted: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return submitted.body.responseId as string;
};
