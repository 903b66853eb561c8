import type { MessageKey } from "../../../i18n/translate";
import type { Question } from "../../questionnaire";
import { option, singleChoice } from "../../questionBuilders";

// Answer scales and question shapes several version 1 questions share.

const yesNotSureNo = [option("yes", "surveyScales.yes"), option("notSure", "surveyScales.notSure"), option("no", "surveyScales.no")];

/** A yes / not sure / no question whose 'not sure' and 'no' ask a follow-up (required or not). */
export const yesNotSureNoWithFollowUp = (code: string, text: MessageKey, followUp: MessageKey, isRequired: boolean): Question =>
  singleChoice(code, text, yesNotSureNo, { followUp: { ifAnswerIsOneOf: ["notSure", "no"], isRequired, text: followUp } });
