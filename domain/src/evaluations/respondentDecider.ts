import { Either } from "effect";
import type { Decider } from "../shared/decider";
import type { DomainError } from "../shared/domainError";
import type { RespondentCommand } from "./commands";
import type { EvaluationEvent } from "./events";

// A person's respondent record (stream respondentStream): the one pseudonym all their responses carry.

/** No pseudonym yet; a pseudonym; or one that was erased with the person (null). */
export type RespondentState = { readonly status: "none" } | { readonly status: "assigned"; readonly pseudonym: string | null };

const evolve = (state: RespondentState, event: EvaluationEvent): RespondentState =>
  event.type === "RespondentPseudonymAssigned" && state.status === "none" ? { status: "assigned", pseudonym: event.data.pseudonym } : state;

/** A person keeps the first pseudonym they were given: assigning again records nothing. */
const decide = (command: RespondentCommand, state: RespondentState): Either.Either<ReadonlyArray<EvaluationEvent>, DomainError> =>
  state.status === "assigned"
    ? Either.right([])
    : Either.right([{ type: "RespondentPseudonymAssigned", data: { personId: command.personId, pseudonym: command.pseudonym, assignedAt: command.now } }]);

export const respondentDecider: Decider<RespondentCommand, EvaluationEvent, RespondentState, DomainError> = {
  initialState: { status: "none" },
  evolve,
  decide,
};

/** The pseudonym a person's responses carry: the one recorded, else the new one the command would record. */
export const pseudonymOf = (state: RespondentState, fresh: string): string | null => (state.status === "assigned" ? state.pseudonym : fresh);
