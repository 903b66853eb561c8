import { Either } from "effect";
import { ValidationFailed, isLinkTokenShaped, userDecider, userStream, type DomainError, message } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { hashPassword } from "../auth/passwords";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { hashLinkToken } from "./linkTokens";
import { holderOfPasswordToken } from "./passwordLinks";

const resetFailed = () => Either.left(new ValidationFailed({ fields: { token: message("account.passwordResetFailed") } }));

/** Sets a new password with a link's token. Whether the token is live and unused is the user decider's call. */
export const resetPassword = async (
  deps: { store: EventStore },
  input: { token: string; newPassword: string },
  context: CommandContext,
): Promise<Either.Either<Position | null, DomainError>> => {
  if (!isLinkTokenShaped(input.token)) return resetFailed();
  const tokenHash = hashLinkToken(input.token);
  const userId = await holderOfPasswordToken(deps.store, tokenHash);
  if (userId === null) return resetFailed();
  const reset = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: userDecider,
    command: { type: "ResetPassword", tokenHash, passwordHash: await hashPassword(input.newPassword), now: context.now.toISOString() },
    context,
  });
  return Either.map(reset, ({ position }) => position);
};
