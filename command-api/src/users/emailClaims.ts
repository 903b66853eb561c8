import { Either } from "effect";
import { emailIndexDecider, foldEvents, normaliseEmail, type ClaimEmail, type DomainError, type EmailIndexEvent } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { decideAndAppend, readDomainEvents } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { holderOfEmail, loadAccount } from "./accounts";
import type { EmailIndex } from "./emailIndex";

type Deps = { store: EventStore; emailIndex: EmailIndex };

/**
 * The claim of an address for a user, as its index stream would decide it. The current holder
 * keeps the address only while their account exists and still uses it; a claim left behind (an
 * account deleted or a change of address interrupted) can be taken over once abandoned.
 */
const claimOf = async (deps: Deps, email: string, userId: string, now: Date): Promise<ClaimEmail> => {
  const holder = await holderOfEmail(deps.store, deps.emailIndex, email);
  const holderAccount = holder !== null && holder !== userId ? await loadAccount(deps.store, holder) : null;
  const holderHasAccount = holderAccount !== null && holderAccount.email !== null && normaliseEmail(holderAccount.email) === normaliseEmail(email);
  return { type: "ClaimEmail", userId, holderHasAccount, now: now.toISOString() };
};

/** Claims an e-mail address for a user on its index stream (unique under optimistic concurrency). */
export const claimEmail = async (deps: Deps, email: string, userId: string, context: CommandContext): Promise<Either.Either<void, DomainError>> => {
  const claimed = await decideAndAppend({
    store: deps.store,
    streamId: deps.emailIndex.streamOf(email),
    decider: emailIndexDecider,
    command: await claimOf(deps, email, userId, context.now),
    context,
  });
  return Either.map(claimed, () => undefined);
};

/**
 * Whether the address visibly belongs to someone else now (the refusal a claim would meet), read
 * without claiming: a change of address asks early, and claims only when the new address is proven.
 */
export const refusalOfClaim = async (deps: Deps, email: string, userId: string, now: Date): Promise<DomainError | null> => {
  const { events } = await readDomainEvents(deps.store, deps.emailIndex.streamOf(email));
  const decision = emailIndexDecider.decide(await claimOf(deps, email, userId, now), foldEvents(emailIndexDecider, events as EmailIndexEvent[]));
  return Either.isLeft(decision) ? decision.left : null;
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
