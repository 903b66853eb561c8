import type { SessionFacts, SurveyDataAnswer } from "@wellbeing/domain";

/** The session facts a survey's answer carries, as the shared formatter (sessionFactsToDecide) reads them; the rest it does not tell. */
export const surveySessionFacts = (survey: SurveyDataAnswer): SessionFacts => ({
  id: survey.sessionId,
  shortId: survey.shortId,
  course: survey.course,
  modules: survey.modules,
  dates: survey.sessionDates,
  remote: survey.remote,
  address: null,
  meetingPlatform: null,
  meetingLink: null,
  contactEmail: null,
  extraInfo: null,
  trainers: survey.trainerNames.map((name) => ({ name })),
});
