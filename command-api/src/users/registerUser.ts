import { Either } from "effect";
import { userDecider, userStream, type DomainError, type RegisterUser } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import { claimEmail } from "./emailClaims";
import type { EmailIndex } from "./emailIndex";

export type NewAccount = Omit<RegisterUser, "type" | "userId" | "now">;

/**
 * Gives a person an account: claims their e-mail address (unique under optimistic concurrency on
 * its index stream), then records the account. A refusal appends nothing.
 */
export const registerUser = async (
  deps: { store: EventStore; emailIndex: EmailIndex },
  account: NewAccount,
  context: CommandContext,
): Promise<Either.Either<{ userId: string; position: Position }, DomainError>> => {
  const userId = newId();
  const claimed = await claimEmail(deps, account.email, userId, context);
  if (Either.isLeft(claimed)) return Either.left(claimed.left);

  const registered = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: userDecider,
    command: { type: "RegisterUser", userId, now: context.now.toISOString(), ...account },
    context,
  });
  return Either.map(registered, ({ position }) => ({ userId, position: position! }));
};
