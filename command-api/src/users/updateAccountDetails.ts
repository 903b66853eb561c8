import { Either } from "effect";
import { NotFound, accountOf, normaliseEmail, type ActiveAccount, userDecider, userStream, type AccountDetails, type DomainError, type Role } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccount } from "./accounts";
import { claimEmail, releaseEmail } from "./emailClaims";
import type { EmailIndex } from "./emailIndex";

/**
 * My Account Details. A new e-mail address is claimed on its index first (a taken one refuses
 * with nothing recorded), then the details are recorded, then the old address is given up.
 */
export const updateAccountDetails = async (
  deps: { store: EventStore; emailIndex: EmailIndex },
  actor: { userId: string; role: Role },
  details: AccountDetails,
  context: CommandContext,
): Promise<Either.Either<{ account: ActiveAccount; position: Position | null }, DomainError>> => {
  const before = await loadAccount(deps.store, actor.userId);
  if (!before) return Either.left(new NotFound({ what: "user" }));
  const changesEmail = before.email === null || normaliseEmail(before.email) !== details.email;
  if (changesEmail) {
    const claimed = await claimEmail(deps, details.email, actor.userId, context);
    if (Either.isLeft(claimed)) return Either.left(claimed.left);
  }
  const updated = await decideAndAppend({
    store: deps.store,
    streamId: userStream(actor.userId),
    decider: userDecider,
    command: { type: "UpdateAccountDetails", role: actor.role, ...details, now: context.now.toISOString() },
    context,
  });
  if (Either.isLeft(updated)) {
    if (changesEmail) await releaseEmail(deps, details.email, actor.userId, context);
    return Either.left(updated.left);
  }
  if (changesEmail && before.email !== null) await releaseEmail(deps, before.email, actor.userId, context);
  const account = accountOf(updated.right.stream);
  if (!account) return Either.left(new NotFound({ what: "user" }));
  return Either.right({ account, position: updated.right.position });
};
