import { Either } from "effect";
import type { SurveyType } from "../constants";
import { message } from "../i18n/translate";
import type { Decider } from "../shared/decider";
import { Conflict, NotAllowed, ValidationFailed, type DomainError } from "../shared/domainError";
import type { EvaluationCommand } from "./commands";
import type { EvaluationEvent } from "./events";
import { visibleGroups } from "./progress";
import { DEMOGRAPHICS_GROUP_ID } from "./questionnaire";
import { questionnaireOf } from "./questionnaires";
import { isSurveyOfSession } from "./surveyTypes";
import { validateSubmission } from "./validation";

// One respondent's evaluations of one session (stream evaluationStream): one submission per survey type.

export interface EvaluationState {
  readonly submitted: ReadonlyArray<SurveyType>;
}

const evolve = (state: EvaluationState, event: EvaluationEvent): EvaluationState =>
  event.type === "EvaluationSubmitted" && !state.submitted.includes(event.data.surveyType)
    ? { submitted: [...state.submitted, event.data.surveyType] }
    : state;

/**
 * A submission is recorded once per respondent, session and survey type (a second: Conflict, §8 text),
 * for one of the session's own evaluations, with every answer valid for the questionnaire version
 * (ValidationFailed naming each question, `formState.<code>`).
 */
const decide = (command: EvaluationCommand, state: EvaluationState): Either.Either<ReadonlyArray<EvaluationEvent>, DomainError> => {
  if (state.submitted.includes(command.surveyType)) return Either.left(new Conflict({ reason: message("survey.alreadySubmitted") }));
  if (!isSurveyOfSession(command.surveyType, command.modules)) return Either.left(new NotAllowed({ reason: message("survey.notThisSessionsEvaluation") }));
  const groups = visibleGroups(questionnaireOf(command.questionnaireVersion), command.surveyType, { demographicsKnown: command.demographicsKnown });
  const validated = validateSubmission(groups, command.formState);
  if (Either.isLeft(validated)) return Either.left(new ValidationFailed({ fields: validated.left }));
  return Either.right([
    {
      type: "EvaluationSubmitted",
      data: {
        responseId: command.responseId,
        sessionId: command.sessionId,
        surveyType: command.surveyType,
        questionnaireVersion: command.questionnaireVersion,
        respondent: command.respondent,
        course: command.course,
        modules: [...command.modules],
        answers: validated.right.answers,
        writtenAnswers: validated.right.writtenAnswers,
        demographicsGiven: groups.some((group) => group.id === DEMOGRAPHICS_GROUP_ID),
        disagreedToResearch: command.disagreedToResearch,
        submittedAt: command.now,
      },
    },
  ]);
};

export const evaluationDecider: Decider<EvaluationCommand, EvaluationEvent, EvaluationState, DomainError> = {
  initialState: { submitted: [] },
  evolve,
  decide,
};
