import { Either } from "effect";
import { NotFound, respondentDataSubject, respondentDecider, respondentStream, userDecider, userStream, type DomainError } from "@wellbeing/domain";
import type { EventStore, Keyring, Position, SurveyDrafts } from "@wellbeing/platform";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import type { EmailIndex } from "../users/emailIndex";
import { addressStanding } from "../users/accounts";
import { releaseEmail } from "../users/emailClaims";

type Deps = { store: EventStore; keyring: Keyring; emailIndex: EmailIndex; surveyDrafts: SurveyDrafts };

/**
 * The person's evaluation responses lose their written answers: the key those are sealed under (their
 * pseudonym's) is erased, and their saved survey progress deleted. Done before the person's own key goes,
 * since that key is what reads the pseudonym (a retry after an interruption still finds it). The
 * pseudonym's key is never named in the deletion event: that would link the person to their responses.
 */
const eraseRespondentData = async (deps: Deps, userId: string): Promise<void> => {
  const respondent = await loadState(deps.store, respondentStream(userId), respondentDecider);
  if (respondent.status === "assigned" && respondent.pseudonym !== null) await deps.keyring.erase(respondentDataSubject(respondent.pseudonym));
  await deps.surveyDrafts.discardAllOf(userId);
};

/**
 * The keys a person's data is sealed under: their user id's, and their address's (its index name)
 * when something was kept about the address before it had an account (an invitation, say) and
 * they proved the address theirs. Someone who never proved it cannot erase what staff recorded there.
 */
const keysOf = async (deps: Deps, userId: string, email: string | null): Promise<string[]> => {
  if (email === null) return [userId];
  const { addressKey } = await addressStanding(deps.store, deps.emailIndex, email);
  return (await deps.keyring.keysForReading([addressKey])).size > 0 ? [userId, addressKey] : [userId];
};

/**
 * Deletes a person's account and erases them: their keys (and their respondent data's) are destroyed first (every personal field
 * sealed with them becomes unreadable for good, in every event), then the deletion is recorded
 * (naming the keys, no personal data) and their address is given up so it can sign up again.
 * A retry after an interruption finishes what is left.
 */
export const deleteAccount = async (deps: Deps, userId: string, context: CommandContext): Promise<Either.Either<Position | null, DomainError>> => {
  const state = await loadState(deps.store, userStream(userId), userDecider);
  if (state.status === "none") return Either.left(new NotFound({ what: "user" }));
  // Read before the keys go: the address is needed to find its index stream.
  const email = state.status === "active" ? state.email : null;
  const provenAddress = state.status === "active" && state.emailVerified ? email : null;
  const erasedKeys = await keysOf(deps, userId, provenAddress);
  await eraseRespondentData(deps, userId);
  for (const key of erasedKeys) await deps.keyring.erase(key);
  const deleted = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: userDecider,
    command: { type: "DeleteAccount", erasedKeys, now: context.now.toISOString() },
    context,
  });
  if (Either.isLeft(deleted)) return Either.left(deleted.left);
  if (email !== null) await releaseEmail(deps, email, userId, context);
  return Either.right(deleted.right.position);
};
