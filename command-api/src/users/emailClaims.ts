import { Either } from "effect";
import { Conflict, emailIndexDecider, foldEvents, normaliseEmail, type ClaimEmail, type DomainError, type EmailIndexEvent, message } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend, readDomainEvents } from "../infrastructure/aggregateStore";
import { appendClaimed, decideClaim, type Share } from "../infrastructure/claimedAppend";
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

const CLAIM_ATTEMPTS = 4;

/**
 * Claims an address together with the record that makes its holder real (a new account's first
 * events): both land, or neither does, so no claim is ever left without its account.
 */
export const claimEmailWithRecord = async (
  deps: Deps,
  email: string,
  userId: string,
  record: Share,
  context: CommandContext,
): Promise<Either.Either<Position, DomainError>> => {
  const streamId = deps.emailIndex.streamOf(email);
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
    const { events, revision } = await readDomainEvents(deps.store, streamId);
    const state = foldEvents(emailIndexDecider, events as EmailIndexEvent[]);
    const claim = decideClaim(emailIndexDecider, { streamId, state, revision }, await claimOf(deps, email, userId, context.now));
    if (Either.isLeft(claim)) return Either.left(claim.left);
    const outcome = await appendClaimed(deps.store, { claim: claim.right, record }, context);
    if (outcome._tag === "Landed") return Either.right(outcome.position);
    if (outcome._tag === "RecordMoved") break;
  }
  return Either.left(new Conflict({ reason: message("product.concurrentChange") }));
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
