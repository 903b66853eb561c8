import { Either } from "effect";
import { emailIndexDecider, normaliseEmail, type DomainError } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { holderOfEmail, loadAccount } from "./accounts";
import type { EmailIndex } from "./emailIndex";

type Deps = { store: EventStore; emailIndex: EmailIndex };

/**
 * Claims an e-mail address for a user on its index stream (unique under optimistic concurrency).
 * The current holder keeps it only while their account exists and still uses this address; a
 * claim left behind (an account deleted or a change of address interrupted) can be taken over
 * once abandoned.
 */
export const claimEmail = async (deps: Deps, email: string, userId: string, context: CommandContext): Promise<Either.Either<void, DomainError>> => {
  const holder = await holderOfEmail(deps.store, deps.emailIndex, email);
  const holderAccount = holder !== null && holder !== userId ? await loadAccount(deps.store, holder) : null;
  const holderHasAccount = holderAccount !== null && holderAccount.email !== null && normaliseEmail(holderAccount.email) === normaliseEmail(email);
  const claimed = await decideAndAppend({
    store: deps.store,
    streamId: deps.emailIndex.streamOf(email),
    decider: emailIndexDecider,
    command: { type: "ClaimEmail", userId, holderHasAccount, now: context.now.toISOString() },
    context,
  });
  return Either.map(claimed, () => undefined);
};

/** Gives an address up so another account may claim it; an address the user does not hold is left alone. */
export const releaseEmail = async (deps: Deps, email: string, userId: string, context: CommandContext): Promise<void> => {
  await decideAndAppend({
    store: deps.store,
    streamId: deps.emailIndex.streamOf(email),
    decider: emailIndexDecider,
    command: { type: "ReleaseEmail", userId },
    context,
  });
};
