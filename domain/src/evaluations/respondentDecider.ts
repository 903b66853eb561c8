import { Either } from "effect";
import type { Decider } from "../shared/decider";
import type { DomainError } from "../shared/domainError";
import type { RespondentCommand } from "./commands";
import type { EvaluationEvent } from "./events";

// A person's respondent record (stream respondentStream): the one pseudonym all their responses carry,
// and whether one of them gave their demographics.

/** No pseudonym yet; a pseudonym (null once erased with the person) and whether their demographics are known. */
type RespondentState =
  | { readonly status: "none"; readonly demographicsKnown: boolean }
  | { readonly status: "assigned"; readonly pseudonym: string | null; readonly demographicsKnown: boolean };

const evolve = (state: RespondentState, event: EvaluationEvent): RespondentState => {
  if (event.type === "RespondentPseudonymAssigned" && state.status === "none")
    return { status: "assigned", pseudonym: event.data.pseudonym, demographicsKnown: state.demographicsKnown };
  if (event.type === "RespondentDemographicsGiven") return { ...state, demographicsKnown: true };
  return state;
};

/** A person keeps the first pseudonym they were given, and their demographics are recorded once: again records nothing. */
const decide = (command: RespondentCommand, state: RespondentState): Either.Either<ReadonlyArray<EvaluationEvent>, DomainError> => {
  switch (command.type) {
    case "AssignRespondentPseudonym":
      return state.status === "assigned"
        ? Either.right([])
        : Either.right([{ type: "RespondentPseudonymAssigned", data: { personId: command.personId, pseudonym: command.pseudonym, assignedAt: command.now } }]);
    case "RecordRespondentDemographics":
      return state.demographicsKnown
        ? Either.right([])
        : Either.right([{ type: "RespondentDemographicsGiven", data: { personId: command.personId, givenAt: command.now } }]);
  }
};

export const respondentDecider: Decider<RespondentCommand, EvaluationEvent, RespondentState, DomainError> = {
  initialState: { status: "none", demographicsKnown: false },
  evolve,
  decide,
};

/** The pseudonym a person's responses carry: the one recorded, else the new one the command would record. */
export const pseudonymOf = (state: RespondentState, fresh: string): string | null => (state.status === "assigned" ? state.pseudonym : fresh);
