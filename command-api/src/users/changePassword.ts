import { Either } from "effect";
import { NotFound, accountOf, userDecider, userStream, type ActiveAccount, type DomainError } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccount } from "./accounts";

/**
 * Changes a password knowing the old one; the decider refuses when the old one did not match the
 * current hash. Every session token issued before is revoked; the answer is the account as it now
 * stands, so the caller's own session can be given a fresh token.
 */
export const changePassword = async (
  deps: { store: EventStore },
  userId: string,
  input: { oldPassword: string; newPassword: string },
  context: CommandContext,
): Promise<Either.Either<{ position: Position | null; account: ActiveAccount }, DomainError>> => {
  const account = await loadAccount(deps.store, userId);
  if (!account) return Either.left(new NotFound({ what: "user" }));
  const matches = await verifyPassword(account.passwordHash, input.oldPassword);
  const changed = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: userDecider,
    command: {
      type: "ChangePassword",
      verifiedHash: matches ? account.passwordHash : null,
      passwordHash: await hashPassword(input.newPassword),
      now: context.now.toISOString(),
    },
    context,
  });
  return Either.flatMap(changed, ({ position, stream }) => {
    const changedAccount = accountOf(stream);
    return changedAccount ? Either.right({ position, account: changedAccount }) : Either.left(new NotFound({ what: "user" }));
  });
};
