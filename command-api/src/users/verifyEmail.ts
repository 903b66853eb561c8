import { Either } from "effect";
import { ValidationFailed, addressProvenBy, isLinkTokenShaped, isSameAddress, userDecider, userStream, type DomainError, message } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccount } from "./accounts";
import { claimEmail, releaseEmail } from "./emailClaims";
import type { EmailIndex } from "./emailIndex";
import { holderOfEmailVerificationToken } from "./emailVerificationLinks";
import { hashLinkToken } from "./linkTokens";

type Deps = { store: EventStore; emailIndex: EmailIndex };

const linkInvalid = () => Either.left(new ValidationFailed({ fields: { token: message("emailVerification.linkInvalid") } }));

/**
 * Follows a verification link: the token is the proof, whoever sends it. Whether it is live,
 * unused and still proves something is the user decider's call. A new address is claimed on its
 * index first (someone else has it by now: 409, nothing recorded), then becomes the account's,
 * and the old address is given up.
 */
export const verifyEmail = async (deps: Deps, input: { token: string }, context: CommandContext): Promise<Either.Either<Position | null, DomainError>> => {
  if (!isLinkTokenShaped(input.token)) return linkInvalid();
  const tokenHash = hashLinkToken(input.token);
  const userId = await holderOfEmailVerificationToken(deps.store, tokenHash);
  if (userId === null) return linkInvalid();
  const state = await loadState(deps.store, userStream(userId), userDecider);
  if (state.status !== "active") return linkInvalid();
  const proven = addressProvenBy(state, tokenHash, context.now.toISOString());
  if (Either.isLeft(proven)) return Either.left(proven.left);
  const { email, changesAddress } = proven.right;

  if (changesAddress) {
    const claimed = await claimEmail(deps, email, userId, context);
    if (Either.isLeft(claimed)) return Either.left(claimed.left);
  }
  const verified = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: userDecider,
    command: { type: "VerifyEmail", tokenHash, now: context.now.toISOString() },
    context,
  });
  if (Either.isLeft(verified)) {
    // Refused after all (the same link followed twice at once): give the claim back unless the account now uses the address.
    const now = await loadAccount(deps.store, userId);
    if (changesAddress && !isSameAddress(now?.email ?? null, email)) await releaseEmail(deps, email, userId, context);
    return Either.left(verified.left);
  }
  if (changesAddress && state.email !== null) await releaseEmail(deps, state.email, userId, context);
  return Either.right(verified.right.position);
};
