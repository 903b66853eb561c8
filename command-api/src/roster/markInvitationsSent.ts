import { Either } from "effect";
import { NotFound, cleanEmailList, type DomainError } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import { contextFor, type LookupDeps } from "./deps";
import { rosterPeopleOf } from "./people";
import { loadLiveSession } from "./session";
import { decideOnRoster, type RosterChange } from "./writes";

/**
 * Invitation e-mails went to these addresses: new invitees become sent, unlisted addresses join as
 * sent, registered attendees stay confirmed. No caller check: the sender (the session e-mail
 * screen) has checked who asked. Keep its signature stable.
 */
export const markInvitationsSent = async (
  deps: LookupDeps,
  sessionId: string,
  emails: ReadonlyArray<string>,
  context?: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  if (!(await loadLiveSession(deps.store, sessionId))) return Either.left(new NotFound({ what: "session" }));
  const invitees = await rosterPeopleOf(deps, cleanEmailList(emails).valid);
  const commandContext = contextFor(deps, null, context);
  const now = commandContext.now.toISOString();
  return decideOnRoster(deps, sessionId, () => ({ type: "MarkInvitationsSent", sessionId, invitees, now }), commandContext);
};
