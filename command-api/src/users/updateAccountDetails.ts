import { Either } from "effect";
import {
  NotFound,
  accountOf,
  isNewAddress,
  userDecider,
  userStream,
  type AccountDetails,
  type ActiveAccount,
  type DomainError,
  type Role,
} from "@wellbeing/domain";
import type { EventStore, Mailer, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccount } from "./accounts";
import { refusalOfClaim } from "./emailClaims";
import type { EmailIndex } from "./emailIndex";
import {
  assignEmailVerificationToken,
  mailEmailVerification,
  newVerificationToken,
  verificationAddressIn,
  type NewVerificationToken,
} from "./emailVerificationLinks";

type Deps = { store: EventStore; emailIndex: EmailIndex; mailer: Mailer; publicUrl: string };

/**
 * My Account Details. Name and organisation fields are recorded at once; a new e-mail address is
 * not. Unless someone visibly holds it (409), a verification link goes to it and the account
 * answers with it pending: the address changes, and is claimed on its index, only when the link
 * is followed (verifyEmail).
 */
export const updateAccountDetails = async (
  deps: Deps,
  actor: { userId: string; role: Role },
  details: AccountDetails,
  context: CommandContext,
  onMailFailure: (error: unknown) => void,
): Promise<Either.Either<{ account: ActiveAccount; position: Position | null }, DomainError>> => {
  const before = await loadAccount(deps.store, actor.userId);
  if (!before) return Either.left(new NotFound({ what: "user" }));
  let token: NewVerificationToken | null = null;
  if (isNewAddress(before, details.email)) {
    const refusal = await refusalOfClaim(deps, details.email, actor.userId, context.now);
    if (refusal) return Either.left(refusal);
    token = newVerificationToken();
  }
  const updated = await decideAndAppend({
    store: deps.store,
    streamId: userStream(actor.userId),
    decider: userDecider,
    command: { type: "UpdateAccountDetails", role: actor.role, ...details, verificationTokenHash: token?.tokenHash ?? null, now: context.now.toISOString() },
    context,
  });
  if (Either.isLeft(updated)) return Either.left(updated.left);
  const account = accountOf(updated.right.stream);
  if (!account) return Either.left(new NotFound({ what: "user" }));
  const linkSentTo = verificationAddressIn(updated.right.events);
  if (linkSentTo !== null && token !== null) {
    const assigned = await assignEmailVerificationToken(deps.store, actor.userId, token, context);
    if (Either.isLeft(assigned)) return Either.left(assigned.left);
    // The details are saved and the link recorded either way: a failed send is logged, and the person can ask again.
    await mailEmailVerification(deps, linkSentTo, token, account.language).catch(onMailFailure);
  }
  return Either.right({ account, position: updated.right.position });
};
