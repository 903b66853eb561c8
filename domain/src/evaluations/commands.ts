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
   * reads it from the person's respondent stream (RespondentDemographicsGiven); GET /api/survey's
   * visible groups read the same fact from the evaluations read model.
   */
  readonly demographicsKnown: boolean;
  readonly formState: FormState;
  readonly disagreedToResearch: boolean;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly now: string;
}

/** A submission of this person answered the demographic questions: record it once, so later surveys skip them. */
export interface RecordRespondentDemographics {
  readonly type: "RecordRespondentDemographics";
  readonly personId: string;
  readonly now: string;
}

/**
 * Staff took the respondent off the session's registered list (§4): every response of theirs to it
 * is withdrawn, the pre-course one moving to `preCourseMovesTo` when another session of theirs takes it.
 */
export interface WithdrawEvaluations {
  readonly type: "WithdrawEvaluations";
  readonly sessionId: string;
  readonly respondent: string;
  /** The session the pre-course response moves to (see preCourseDestination), or null: deleted with the rest. */
  readonly preCourseMovesTo: string | null;
  readonly now: string;
}

/** A response withdrawn from another session of the respondent's moves to this one (the pre-course one, §4). */
export interface MoveInEvaluation {
  readonly type: "MoveInEvaluation";
  readonly sessionId: string;
  readonly respondent: string;
  readonly responseId: string;
  readonly surveyType: SurveyType;
  readonly movedFrom: string;
  readonly now: string;
}

export type RespondentCommand = AssignRespondentPseudonym | RecordRespondentDemographics;
export type EvaluationCommand = SubmitEvaluation | WithdrawEvaluations | MoveInEvaluation;
