import { Schema } from "effect";
import { SURVEY_TYPES } from "../constants";
import { defineContract, requestPart, type PathParams } from "../http/contract";
import { oneOf } from "../shared/fields";
import { ParticipantSurveyStatusAnswer, SubmittedEvaluationAnswer, SurveyDataAnswer, SurveyProgressSavedAnswer } from "./answers";
import { ParticipantSurveyQuery, SubmissionInput, SurveyProgressInput } from "./inputs";
import type { SurveyType } from "../constants";

// The HTTP contracts of the evaluations (§2.15, §7), catalogued as the `evaluations` slice.

/** `/survey/:id/:type`: a session's short id, or a course for the follow-ups (§9 survey/{course}/{surveyType}). */
const surveyParams: PathParams<{ readonly id: string; readonly type: SurveyType }> = {
  schema: Schema.Struct({ id: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_]{1,32}$/)), type: oneOf(SURVEY_TYPES) }),
  names: "session",
};

export const participantSurveyStatusContract = defineContract({
  method: "GET",
  path: "/api/participant",
  readModels: ["sessions", "users", "roster", "evaluations"],
  summary: "Whether the caller may answer a session's survey now: already answered, another first, blocked, or show it",
  audience: "participant",
  query: requestPart(ParticipantSurveyQuery),
  answer: ParticipantSurveyStatusAnswer,
});

export const surveyDataContract = defineContract({
  method: "GET",
  path: "/api/survey/:id/:type",
  readModels: ["sessions", "users", "roster", "evaluations"],
  summary: "A session's survey: the session's facts and the questionnaire's groups the caller sees, as catalogue keys",
  audience: "anonymous",
  params: surveyParams,
  answer: SurveyDataAnswer,
});

export const submitEvaluationContract = defineContract({
  method: "POST",
  path: "/api/survey/submit/",
  summary: "Submit a survey's answers: validated against the questionnaire version, once per respondent, session and survey type",
  audience: "anonymous",
  also: [429],
  body: requestPart(SubmissionInput),
  answer: SubmittedEvaluationAnswer,
  status: 201,
});

export const saveSurveyProgressContract = defineContract({
  method: "PUT",
  path: "/api/survey/progress",
  summary: "Save the logged-in participant's answers so far to a session's survey, to carry on later from any device",
  audience: "participant",
  body: requestPart(SurveyProgressInput),
  answer: SurveyProgressSavedAnswer,
});

export const EVALUATION_CONTRACTS = [participantSurveyStatusContract, surveyDataContract, submitEvaluationContract, saveSurveyProgressContract] as const;
