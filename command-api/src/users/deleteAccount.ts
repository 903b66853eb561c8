import { Either } from "effect";
import { NotFound, userDecider, userStream, type DomainError } from "@wellbeing/domain";
import type { EventStore, Keyring, Position } from "@wellbeing/platform";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import type { EmailIndex } from "./emailIndex";
import { releaseEmail } from "./emailClaims";

/**
 * Personal data about an address without an account (an invitee, say) is sealed under the key of
 * the address's index name; when that key exists, it goes with the person.
 */
const eraseAddressKey = async (deps: { keyring: Keyring; emailIndex: EmailIndex }, email: string): Promise<void> => {
  const subject = deps.emailIndex.streamOf(email);
  if ((await deps.keyring.keysForReading([subject])).size > 0) await deps.keyring.erase(subject);
};

/**
 * Deletes a person's account and erases them: their key is destroyed first (every personal field
 * sealed with it becomes unreadable for good, in every event), then the deletion is recorded (no
 * personal data in it) and their e-mail address is given up so it can sign up again.
 * A retry after an interruption finishes what is left.
 */
export const deleteAccount = async (
  deps: { store: EventStore; keyring: Keyring; emailIndex: EmailIndex },
  userId: string,
  context: CommandContext,
): Promise<Either.Either<Position | null, DomainError>> => {
  const state = await loadState(deps.store, userStream(userId), userDecider);
  if (state.status === "none") return Either.left(new NotFound({ what: "user" }));
  // Read before the key goes: the address is needed to find its index stream.
  const email = state.status === "active" ? state.email : null;
  await deps.keyring.erase(userId);
  if (email !== null) await eraseAddressKey(deps, email);
  const deleted = await decideAndAppend({ store: deps.store, streamId: userStream(userId), decider: userDecider, command: { type: "DeleteAccount", now: context.now.toISOString() }, context });
  if (Either.isLeft(deleted)) return Either.left(deleted.left);
  if (email !== null) await releaseEmail(deps, email, userId, context);
  return Either.right(deleted.right.position);
};
