import { Either } from "effect";
import { NotFound, respondentDataSubject, respondentDecider, respondentStream, userDecider, userStream, type DomainError } from "@wellbeing/domain";
import type { EventStore, Keyring, Position, SurveyDrafts } from "@wellbeing/platform";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import type { EmailIndex } from "./emailIndex";
import { addressStanding } from "./accounts";
import { releaseEmail } from "./emailClaims";
import { releaseUpcomingPlaces } from "./leaveProgramme";
import type { PersonTurns } from "./personsTurn";

type Deps = { store: EventStore; keyring: Keyring; emailIndex: EmailIndex; surveyDrafts: SurveyDrafts; personTurns: PersonTurns };

/** The key the person's written answers are sealed under (their pseudonym's), while their own key can still read the pseudonym. */
const respondentKeyOf = async (deps: Deps, userId: string): Promise<string[]> => {
  const respondent = await loadState(deps.store, respondentStream(userId), respondentDecider);
  return respondent.status === "assigned" && respondent.pseudonym !== null ? [respondentDataSubject(respondent.pseudonym)] : [];
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
 * Deletes a person's account and erases them. First they leave the programme: their places in sessions
 * that have not started are given up (leaveProgramme), decided while their keys can still read what that
 * needs (their pseudonym, to withdraw their evaluations of those sessions). Then their keys are destroyed
 * (every personal field sealed with them becomes unreadable for good, in every event), then the deletion
 * is recorded, naming every key destroyed, and their address is given up so it can sign up again. Their responses' key (the
 * pseudonym's: their written answers) goes first, since their own key is what reads the pseudonym, and is
 * named by its erasure tag only: its name would link them to their responses. The tags are kept aside
 * until the deletion is recorded, so a retry after an interruption finishes what is left and names them.
 */
export const deleteAccount = (deps: Deps, userId: string, context: CommandContext): Promise<Either.Either<Position | null, DomainError>> =>
  // In the person's turn: a registration of theirs under way lands first (and its place is given up), or sees the account gone.
  deps.personTurns.run(userId, () => deleteInTurn(deps, userId, context));

const deleteInTurn = async (deps: Deps, userId: string, context: CommandContext): Promise<Either.Either<Position | null, DomainError>> => {
  const state = await loadState(deps.store, userStream(userId), userDecider);
  if (state.status === "none") return Either.left(new NotFound({ what: "user" }));
  // Read before the keys go: the address is needed to find its index stream.
  const email = state.status === "active" ? state.email : null;
  const provenAddress = state.status === "active" && state.emailVerified ? email : null;
  if (state.status === "active") {
    const released = await releaseUpcomingPlaces(deps.store, { participantId: userId, email: provenAddress }, context);
    if (Either.isLeft(released)) return Either.left(released.left);
  }
  const erasedKeys = await keysOf(deps, userId, provenAddress);
  const respondentKeys = await respondentKeyOf(deps, userId);
  const erasedKeyTags = await deps.keyring.prepareErasure(userId, respondentKeys);
  for (const key of respondentKeys) await deps.keyring.erase(key);
  await deps.surveyDrafts.discardAllOf(userId);
  for (const key of erasedKeys) await deps.keyring.erase(key);
  const deleted = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: userDecider,
    command: { type: "DeleteAccount", erasedKeys, erasedKeyTags, now: context.now.toISOString() },
    context,
  });
  if (Either.isLeft(deleted)) return Either.left(deleted.left);
  await deps.keyring.finishErasure(userId);
  if (email !== null) await releaseEmail(deps, email, userId, context);
  return Either.right(deleted.right.position);
};
