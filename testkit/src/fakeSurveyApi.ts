import type { Page, Request } from "playwright-core";
import {
  questionnaireOf,
  visibleGroups,
  type ParticipantSurveyStatusAnswer,
  type SubmittedEvaluationAnswer,
  type SurveyDataAnswer,
  type SurveyProgressSavedAnswer,
  type SurveyType,
} from "@wellbeing/domain";

// The survey endpoints answered in the browser, as their contracts say, for tests of the survey screen
// alone (what it shows and when); the full journey over the real services is in survey.e2e.test.ts.

export const FAKE_SHORT_ID = "surv3y";

/** GET /api/survey/:id/:type's answer for a Module 1–2 session on two days, its demographics not known yet. */
export const fakeSurveyData = (surveyType: SurveyType): SurveyDataAnswer => ({
  sessionId: "00000000-0000-7000-8000-000000000001",
  shortId: FAKE_SHORT_ID,
  surveyType,
  course: "C5",
  modules: ["1", "2"],
  sessionDates: [
    { sessionDate: "2026-03-10", startTime: "09:30", endTime: "12:30" },
    { sessionDate: "2026-03-17", startTime: "09:30", endTime: "12:30" },
  ],
  trainerNames: ["Tia Trainer", "Sam Partner"],
  remote: true,
  questionnaireVersion: "v1",
  groups: visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown: false }),
  msg: null,
});

// The answers' wire shapes are their types (plain JSON), so they go as they are.
const json = (body: unknown, status = 200) => ({ status, contentType: "application/json", body: JSON.stringify(body) });

/**
 * Answers the page's survey calls: the survey's data, a participant's status (show it), their saved
 * progress (kept, `savedDrafts` receiving each), and a submission (accepted, `submissions` receiving each body).
 */
export const fakeSurveyApi = async (page: Page, survey: SurveyDataAnswer, submissions: unknown[] = [], savedDrafts: unknown[] = []) => {
  await page.route(
    (url) => url.pathname === `/api/survey/${survey.shortId}/${survey.surveyType}`,
    (route) => route.fulfill(json(survey)),
  );
  await page.route(
    (url) => url.pathname === "/api/participant",
    (route) => route.fulfill(json({ answeredSameModule: false, redirectTo: null, showSurvey: true, contentMsg: null } satisfies ParticipantSurveyStatusAnswer)),
  );
  await page.route(
    (url) => url.pathname === "/api/survey/progress",
    (route, request: Request) => {
      savedDrafts.push(request.postDataJSON());
      return route.fulfill(json({ savedAt: new Date().toISOString() } satisfies SurveyProgressSavedAnswer));
    },
  );
  await page.route(
    (url) => url.pathname === "/api/survey/submit/",
    (route, request: Request) => {
      submissions.push(request.postDataJSON());
      return route.fulfill(
        json(
          { message: "Done! Thanks for submitting your feedback!", course: survey.course, responseId: "response-1" } satisfies SubmittedEvaluationAnswer,
          201,
        ),
      );
    },
  );
};
