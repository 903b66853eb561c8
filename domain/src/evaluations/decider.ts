import { Either } from "effect";
import type { SurveyType } from "../constants";
import { message } from "../i18n/translate";
import type { Decider } from "../shared/decider";
import { Conflict, NotAllowed, ValidationFailed, type DomainError } from "../shared/domainError";
import type { EvaluationCommand, MoveInEvaluation, SubmitEvaluation, WithdrawEvaluations } from "./commands";
import type { EvaluationEvent } from "./events";
import { visibleGroups } from "./progress";
import { DEMOGRAPHICS_GROUP_ID } from "./questionnaire";
import { questionnaireOf } from "./questionnaires";
import { isSurveyOfSession } from "./surveyTypes";
import { validateSubmission } from "./validation";

// One respondent's evaluations of one session (stream evaluationStream): one response per survey type,
// submitted here or moved in, until staff take the respondent off the session (withdrawn).

/** A response this respondent's stream holds for the session: submitted here, or moved in from another session. */
export interface HeldResponse {
  readonly surveyType: SurveyType;
  readonly responseId: string;
}

export interface EvaluationState {
  /** The responses that count for this session now (a withdrawn one no longer does). */
  readonly responses: ReadonlyArray<HeldResponse>;
}

const holding = (state: EvaluationState, response: HeldResponse): EvaluationState =>
  state.responses.some((held) => held.surveyType === response.surveyType) ? state : { responses: [...state.responses, response] };

const evolve = (state: EvaluationState, event: EvaluationEvent): EvaluationState => {
  switch (event.type) {
    case "EvaluationSubmitted":
    case "EvaluationMovedIn":
      return holding(state, { surveyType: event.data.surveyType, responseId: event.data.responseId });
    case "EvaluationWithdrawn":
      return { responses: state.responses.filter((held) => held.responseId !== event.data.responseId) };
    default:
      return state;
  }
};

export const holdsResponse = (state: EvaluationState, surveyType: SurveyType): boolean => state.responses.some((held) => held.surveyType === surveyType);

/**
 * Withdrawing every response the respondent holds for the session (§4): the pre-course one moves when
 * a destination is given, the others are deleted. Nothing held: nothing recorded.
 */
const withdraw = (command: WithdrawEvaluations, state: EvaluationState): ReadonlyArray<EvaluationEvent> =>
  state.responses.map((held) => ({
    type: "EvaluationWithdrawn",
    data: {
      responseId: held.responseId,
      sessionId: command.sessionId,
      surveyType: held.surveyType,
      respondent: command.respondent,
      movedTo: held.surveyType === "pre-course" ? command.preCourseMovesTo : null,
      withdrawnAt: command.now,
    },
  }));

/** A moved response joins the session unless the respondent already has one of its type here (Conflict). */
const moveIn = (command: MoveInEvaluation, state: EvaluationState): Either.Either<ReadonlyArray<EvaluationEvent>, DomainError> =>
  holdsResponse(state, command.surveyType)
    ? Either.left(new Conflict({ reason: message("survey.alreadySubmitted") }))
    : Either.right([
        {
          type: "EvaluationMovedIn",
          data: {
            responseId: command.responseId,
            sessionId: command.sessionId,
            surveyType: command.surveyType,
            respondent: command.respondent,
            movedFrom: command.movedFrom,
            movedAt: command.now,
          },
        },
      ]);

/**
 * A submission is recorded once per respondent, session and survey type (a second: Conflict, §8 text),
 * for one of the session's own evaluations, with every answer valid for the questionnaire version
 * (ValidationFailed naming each question, `formState.<code>`).
 */
const submit = (command: SubmitEvaluation, state: EvaluationState): Either.Either<ReadonlyArray<EvaluationEvent>, DomainError> => {
  if (holdsResponse(state, command.surveyType)) return Either.left(new Conflict({ reason: message("survey.alreadySubmitted") }));
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

const decide = (command: EvaluationCommand, state: EvaluationState): Either.Either<ReadonlyArray<EvaluationEvent>, DomainError> => {
  switch (command.type) {
    case "SubmitEvaluation":
      return submit(command, state);
    case "WithdrawEvaluations":
      return Either.right(withdraw(command, state));
    case "MoveInEvaluation":
      return moveIn(command, state);
  }
};

export const evaluationDecider: Decider<EvaluationCommand, EvaluationEvent, EvaluationState, DomainError> = {
  initialState: { responses: [] },
  evolve,
  decide,
};
