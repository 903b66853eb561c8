import { Either } from "effect";
import { cleanEmailList, type Actor, type DomainError } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import { sessionToManage } from "../sessions/sessionToManage";
import { contextFor, type LookupDeps } from "./deps";
import { rosterPeopleOf } from "./people";
import { decideOnRoster, type RosterChange } from "./writes";

/**
 * Staff who may manage the session invite addresses (status new). Addresses are trimmed,
 * lowercased and de-duplicated; invalid ones are dropped (§5 invite box); people already on the
 * roster are left as they are. The session e-mail screen calls it: keep its signature stable.
 */
export const addInvitees = async (
  deps: LookupDeps,
  actor: Actor,
  sessionId: string,
  emails: ReadonlyArray<string>,
  context?: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const managed = await sessionToManage(deps.store, actor, sessionId);
  if (Either.isLeft(managed)) return Either.left(managed.left);
  const invitees = await rosterPeopleOf(deps, cleanEmailList(emails).valid);
  const commandContext = contextFor(deps, actor.userId, context);
  const now = commandContext.now.toISOString();
  return decideOnRoster(deps, sessionId, () => ({ type: "AddInvitees", sessionId, invitees, actorId: actor.userId, now }), commandContext);
};
