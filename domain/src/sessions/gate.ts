import { Either } from "effect";
import type { SurveyType } from "../constants";
import type { Decider } from "../shared/decider";
import { Conflict, NotFound, type DomainError } from "../shared/domainError";
import { message } from "../i18n/translate";
import type { SessionGateCommand } from "./commands";
import type { SessionGateEvent } from "./events";

/** One gate of a session's response count (issue 30): the responses it counts, per survey type, until the session's deletion closes it. */
export interface SessionGateState {
  readonly closed: boolean;
  readonly counts: Readonly<Partial<Record<SurveyType, number>>>;
}

const counted = (state: SessionGateState, surveyType: SurveyType, by: number): SessionGateState => ({
  ...state,
  counts: { ...state.counts, [surveyType]: Math.max(0, (state.counts[surveyType] ?? 0) + by) },
});

/**
 * The survey types of a withdrawal this gate counts (one each, as often as it counts them); the rest
 * were counted on the session's own stream, before the gates.
 */
export const withdrawnFromGate = (state: SessionGateState, surveyTypes: ReadonlyArray<SurveyType>): ReadonlyArray<SurveyType> => {
  const left = { ...state.counts };
  return surveyTypes.filter((surveyType) => {
    if ((left[surveyType] ?? 0) === 0) return false;
    left[surveyType] = left[surveyType]! - 1;
    return true;
  });
};

/** The survey types of a withdrawal left to the session's own stream: those the gate does not count. */
export const withdrawnFromSession = (state: SessionGateState, surveyTypes: ReadonlyArray<SurveyType>): ReadonlyArray<SurveyType> => {
  const fromGate = [...withdrawnFromGate(state, surveyTypes)];
  return surveyTypes.filter((surveyType) => {
    const at = fromGate.indexOf(surveyType);
    if (at === -1) return true;
    fromGate.splice(at, 1);
    return false;
  });
};

const responseCount = (state: SessionGateState): number => Object.values(state.counts).reduce((sum, count) => sum + (count ?? 0), 0);

/**
 * A gate of a session's response count: a submission counts its response on one (refused once the
 * session's deletion closed it), a deletion closes them all (refused while any counts a response).
 * Both write the gate at the revision they read, so a submission racing a deletion: exactly one wins.
 */
export const sessionGateDecider: Decider<SessionGateCommand, SessionGateEvent, SessionGateState, DomainError> = {
  initialState: { closed: false, counts: {} },
  evolve: (state, event) => {
    switch (event.type) {
      case "SessionResponseRecorded":
        return counted(state, event.data.surveyType, 1);
      case "SessionResponseWithdrawn":
        return counted(state, event.data.surveyType, -1);
      case "SessionGateClosed":
        return { ...state, closed: true };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case "RecordSessionResponse":
        return state.closed
          ? Either.left(new NotFound({ what: "session" }))
          : Either.right([{ type: "SessionResponseRecorded" as const, data: { sessionId: command.sessionId, surveyType: command.surveyType } }]);
      case "WithdrawSessionResponses":
        return Either.right(
          withdrawnFromGate(state, command.surveyTypes).map((surveyType) => ({
            type: "SessionResponseWithdrawn" as const,
            data: { sessionId: command.sessionId, surveyType },
          })),
        );
      case "CloseSessionGate":
        if (state.closed) return Either.right([]);
        return responseCount(state) > 0
          ? Either.left(new Conflict({ reason: message("session.cannotDelete") }))
          : Either.right([{ type: "SessionGateClosed" as const, data: { sessionId: command.sessionId } }]);
    }
  },
};
