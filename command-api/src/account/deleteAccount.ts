import { Either } from "effect";
import { NotFound, userDecider, userStream, type DomainError } from "@wellbeing/domain";
import type { EventStore, Keyring, Position } from "@wellbeing/platform";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import type { EmailIndex } from "../users/emailIndex";
import { addressStanding } from "../users/accounts";
import { releaseEmail } from "../users/emailClaims";

type Deps = { store: EventStore; keyring: Keyring; emailIndex: EmailIndex };

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
 * Deletes a person's account and erases them: their keys are destroyed first (every personal field
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
