import type { Questionnaire, QuestionnaireVersion } from "../questionnaire";
import { questionnaireV1 } from "./v1";

// Every questionnaire version a stored response may name. A change of wording or questions is a new
// version beside the old ones: a response is always read and validated against the version it answered.

export const QUESTIONNAIRES: Readonly<Record<QuestionnaireVersion, Questionnaire>> = { v1: questionnaireV1 };

/** The version new surveys are answered in. */
export const CURRENT_QUESTIONNAIRE_VERSION: QuestionnaireVersion = "v1";

export const questionnaireOf = (version: QuestionnaireVersion): Questionnaire => QUESTIONNAIRES[version];
