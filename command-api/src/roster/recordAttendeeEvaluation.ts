import type { Either } from "effect";
import { isSameAddress, normaliseEmail, type DomainError, type RosterCommand, type SurveyType } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccount } from "../users/accounts";
import { contextFor, type StoreDeps } from "./deps";
import { decideOnRoster, type RosterChange } from "./writes";

/**
 * An attendee answered one of the session's evaluations (the survey submission decides the same
 * command in its own atomic append): once a post-session one is recorded, staff can no longer take them off the
 * registered list. The address finds them on an entry staff listed under it only when their
 * account proved it.
 */
export const recordAttendeeEvaluation = async (
  deps: StoreDeps,
  sessionId: string,
  participant: EvaluatingParticipant,
  surveyType: SurveyType,
  context?: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const command = await attendeeEvaluationCommand(deps, sessionId, participant, surveyType);
  return decideOnRoster(deps, sessionId, () => command, contextFor(deps, participant.participantId, context));
};

interface EvaluatingParticipant {
  readonly participantId: string;
  readonly email: string | null;
}

/** The roster command recording the evaluation, the address kept only when the account proved it. */
const attendeeEvaluationCommand = async (
  deps: Pick<StoreDeps, "store">,
  sessionId: string,
  participant: EvaluatingParticipant,
  surveyType: SurveyType,
): Promise<RosterCommand> => {
  const account = participant.email ? await loadAccount(deps.store, participant.participantId) : null;
  const email =
    participant.email !== null && account?.emailVerified && isSameAddress(account.email, participant.email) ? normaliseEmail(participant.email) : null;
  return { type: "RecordAttendeeEvaluation", sessionId, participantId: participant.participantId, email, surveyType };
};
