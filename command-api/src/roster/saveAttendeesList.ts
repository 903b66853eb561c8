import { Either } from "effect";
import { cleanEmailList, type NotFound, type Actor, type AttendeesListInput, type DomainError, type RosterCommand } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import { sessionToManage } from "../sessions/sessionToManage";
import type { LookupDeps } from "./deps";
import { rosterPeopleOf } from "./people";
import { loadSessionSpaces } from "./session";
import { withdrawRemovedEvaluations } from "../evaluations/withdrawEvaluations";
import { decideOnRoster, type RosterChange } from "./writes";

/**
 * PATCH attendeesList: the registered list (status confirmed) or the invitee list (new, sent) becomes
 * exactly these addresses. A registered attendee taken off the list has their evaluations of the
 * session withdrawn with the removal (withdrawRemovedEvaluations).
 */
export const saveAttendeesList = async (
  deps: LookupDeps,
  actor: Actor,
  sessionId: string,
  input: AttendeesListInput,
  context: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const managed = await sessionToManage(deps.store, actor, sessionId);
  if (Either.isLeft(managed)) return Either.left(managed.left);
  const people = await rosterPeopleOf(deps, cleanEmailList(input.participantsEmails.map((entry) => entry.email)).valid);
  const now = context.now.toISOString();
  if (input.status !== "confirmed") {
    const command: RosterCommand = { type: "ReplaceInvitees", sessionId, invitees: people, actorId: actor.userId, now };
    return decideOnRoster(deps, sessionId, () => command, context);
  }
  // The session's capacity as it is at decision time: a space a removal frees goes to the waiting list in the same decision (issue 29).
  const commandOf = async (): Promise<RosterCommand | NotFound> => {
    const session = await loadSessionSpaces(deps.store, sessionId, context.now);
    return "_tag" in session ? session : { type: "ReplaceAttendees", sessionId, attendees: people, actorId: actor.userId, session, now };
  };
  // Removed attendees' evaluations of the session are withdrawn in the same append (§4).
  return decideOnRoster(deps, sessionId, commandOf, context, undefined, withdrawRemovedEvaluations(sessionId, context));
};
