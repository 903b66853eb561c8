import type { Course, Module, SurveyType } from "../constants";
import type { FormState } from "./formState";
import type { QuestionnaireVersion } from "./questionnaire";

/** Give a person the pseudonym their responses will carry, unless they have one (the handler draws it at random). */
export interface AssignRespondentPseudonym {
  readonly type: "AssignRespondentPseudonym";
  readonly personId: string;
  readonly pseudonym: string;
  readonly now: string;
}

/**
 * POST /api/survey/submit/: a respondent's answers to one of a session's evaluations. The handler
 * fills in what the body cannot be trusted with: the session's facts, the respondent's pseudonym,
 * whether their demographics are known, the questionnaire version, a new response id and the time.
 */
export interface SubmitEvaluation {
  readonly type: "SubmitEvaluation";
  readonly responseId: string;
  readonly sessionId: string;
  readonly surveyType: SurveyType;
  readonly questionnaireVersion: QuestionnaireVersion;
  readonly respondent: string;
  /**
   * A response of this respondent already gave demographics, so the survey skipped them. The server
   * finds it from its read models: the person's pseudonym (projected from RespondentPseudonymAssigned,
   * the row dropped when the person is erased), then whether any EvaluationSubmitted of that
   * pseudonym has `demographicsGiven`. The same answer feeds GET /api/survey's visible groups.
   */
  readonly demographicsKnown: boolean;
  readonly formState: FormState;
  readonly disagreedToResearch: boolean;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly now: string;
}

export type RespondentCommand = AssignRespondentPseudonym;
export type EvaluationCommand = SubmitEvaluation;
