import { Schema } from "effect";
import { SURVEY_TYPES } from "../constants";
import { PathId } from "../http/contract";
import { oneOf, requiredField, safeText } from "../shared/fields";
import { saying } from "../shared/fieldMessage";
import { FORM_LIMITS, FormStateInput } from "./formState";
import { QuestionCode } from "./questionnaire";

// What the survey endpoints accept (§3 Submission payload, §7), refusing anything a read model could not hold.

const SurveyTypeInput = requiredField(oneOf(SURVEY_TYPES));

/** GET /api/participant?sessionId&surveyType (userTimeZone is accepted and not needed: dates are the programme's). */
export const ParticipantSurveyQuery = Schema.Struct({
  sessionId: requiredField(PathId),
  surveyType: SurveyTypeInput,
  userTimeZone: Schema.optional(safeText(Schema.String.pipe(Schema.maxLength(64)))),
});
export type ParticipantSurveyQuery = typeof ParticipantSurveyQuery.Type;

/** The `t` of a survey link e-mailed to a person (see surveyLinkPath): its shape only; the server checks its signature. */
const SurveyLinkToken = Schema.String.annotations(saying("survey.linkNotValid")).pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{32}$/, saying("survey.linkNotValid")),
);

/**
 * POST /api/survey/submit/: §3's payload. `questionIDList` (the codes the screen showed) is accepted
 * for the record; the server works out the questions asked itself (visibleGroups), never from it.
 */
export const SubmissionInput = Schema.Struct({
  sessionId: requiredField(PathId),
  surveyType: SurveyTypeInput,
  formState: requiredField(FormStateInput),
  disagreedToResearch: Schema.optionalWith(Schema.Boolean.annotations(saying("list.trueOrFalse")), { default: () => false, exact: true }),
  /** Issue 25: the personal token of the e-mailed link the survey was opened from (its `t` parameter), when it was. */
  linkToken: Schema.optional(SurveyLinkToken),
  questionIDList: Schema.optionalWith(
    Schema.Array(QuestionCode.annotations(saying("survey.notInThisEvaluation"))).pipe(Schema.maxItems(FORM_LIMITS.answers, saying("survey.tooManyAnswers"))),
    { default: () => [], exact: true },
  ),
});
export type SubmissionInput = typeof SubmissionInput.Type;

/**
 * PUT /api/survey/progress: the logged-in participant's answers so far to a session's survey, saved as
 * they go so they can carry on from any device (checked only for shape: a draft may be incomplete).
 */
export const SurveyProgressInput = Schema.Struct({
  sessionId: requiredField(PathId),
  surveyType: SurveyTypeInput,
  formState: requiredField(FormStateInput),
});
export type SurveyProgressInput = typeof SurveyProgressInput.Type;
