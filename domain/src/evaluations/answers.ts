import { Schema } from "effect";
import { CourseAnswer, ModuleAnswer, SurveyTypeAnswer } from "../shared/answers";
import { SessionDateAnswer } from "../sessions/answers";
import { FormStateInput } from "./formState";
import { QuestionGroup, QuestionnaireVersionSchema } from "./questionnaire";

// What the survey endpoints answer (§3 Survey data and participant status, §7).

const SurveyRouteAnswer = Schema.Struct({ shortId: Schema.String, surveyType: SurveyTypeAnswer });

/** GET /api/participant: the participant's status for the survey (see participantSurveyStatus); contentMsg in the caller's words. */
export const ParticipantSurveyStatusAnswer = Schema.Struct({
  answeredSameModule: Schema.Boolean,
  redirectTo: Schema.NullOr(SurveyRouteAnswer),
  showSurvey: Schema.Boolean,
  contentMsg: Schema.NullOr(Schema.String),
}).annotations({ identifier: "ParticipantSurveyStatus" });
export type ParticipantSurveyStatusAnswer = typeof ParticipantSurveyStatusAnswer.Type;

/**
 * GET /api/survey/:id/:type: the confirmation page's session facts and the survey itself, as data: the
 * questionnaire version and the groups this person sees (visibleGroups: demographics left out once
 * known), every text a catalogue key the screen words in the reader's language.
 */
export const SurveyDataAnswer = Schema.Struct({
  sessionId: Schema.String,
  shortId: Schema.String,
  surveyType: SurveyTypeAnswer,
  course: CourseAnswer,
  modules: Schema.Array(ModuleAnswer),
  sessionDates: Schema.Array(SessionDateAnswer),
  /** Null for a trainer whose account was erased. */
  trainerNames: Schema.Array(Schema.NullOr(Schema.String)),
  remote: Schema.Boolean,
  questionnaireVersion: QuestionnaireVersionSchema,
  groups: Schema.Array(QuestionGroup),
  /** §2.15 the survey message shown in a warning alert, or null. */
  msg: Schema.NullOr(Schema.String),
  /** The logged-in participant's saved progress on this survey (PUT /api/survey/progress), or null: the screen resumes from it. */
  draft: Schema.optional(Schema.NullOr(FormStateInput)),
}).annotations({ identifier: "SurveyData" });
export type SurveyDataAnswer = typeof SurveyDataAnswer.Type;

/** POST /api/survey/submit/: §7 'Done! Thanks for submitting your feedback!' and the course (the thank-you page's links follow it). */
export const SubmittedEvaluationAnswer = Schema.Struct({
  message: Schema.String,
  course: CourseAnswer,
  responseId: Schema.String,
}).annotations({ identifier: "SubmittedEvaluation" });
export type SubmittedEvaluationAnswer = typeof SubmittedEvaluationAnswer.Type;

/** PUT /api/survey/progress: when the draft was saved. */
export const SurveyProgressSavedAnswer = Schema.Struct({ savedAt: Schema.String }).annotations({ identifier: "SurveyProgressSaved" });
export type SurveyProgressSavedAnswer = typeof SurveyProgressSavedAnswer.Type;
