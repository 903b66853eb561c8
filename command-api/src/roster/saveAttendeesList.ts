import { Either } from "effect";
import { cleanEmailList, type Actor, type AttendeesListInput, type DomainError, type RosterCommand } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import { sessionToManage } from "../sessions/sessionToManage";
import type { LookupDeps } from "./rosterDeps";
import { rosterPeopleOf } from "./rosterPeople";
import { decideOnRoster, type RosterChange } from "./rosterWrites";

/** PATCH attendeesList: the registered list (status confirmed) or the invitee list (new, sent) becomes exactly these addresses. */
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
  const command: RosterCommand =
    input.status === "confirmed"
      ? { type: "ReplaceAttendees", sessionId, attendees: people, actorId: actor.userId, now }
      : { type: "ReplaceInvitees", sessionId, invitees: people, actorId: actor.userId, now };
  return decideOnRoster(deps, sessionId, () => command, context);
};
