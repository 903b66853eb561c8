import { Either } from "effect";
import { userDecider, userStream, type DomainError, type RegisterUser } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import { claimEmailWithRecord } from "./emailClaims";
import type { EmailIndex } from "./emailIndex";

type NewAccount = Omit<RegisterUser, "type" | "userId" | "now">;

/**
 * Gives a person an account: decides it, then claims their e-mail address (unique under optimistic
 * concurrency on its index stream) in the same append as the account's first events. A refusal
 * appends nothing, and a claim never lands without its account.
 */
export const registerUser = async (
  deps: { store: EventStore; emailIndex: EmailIndex },
  account: NewAccount,
  context: CommandContext,
): Promise<Either.Either<{ userId: string; position: Position }, DomainError>> => {
  const userId = newId();
  const registered = userDecider.decide({ type: "RegisterUser", userId, now: context.now.toISOString(), ...account }, userDecider.initialState);
  if (Either.isLeft(registered)) return Either.left(registered.left);
  const record = { streamId: userStream(userId), events: registered.right, expectedRevision: "no_stream" as const };
  const claimed = await claimEmailWithRecord(deps, account.email, userId, record, context);
  return Either.map(claimed, (position) => ({ userId, position }));
};
