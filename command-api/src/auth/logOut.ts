import { Either } from "effect";
import { userDecider, userStream } from "@wellbeing/domain";
import type { Caller, EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";

/** Records that the caller's session token was logged out (nothing when it already was, or the account is gone). */
export const logOut = async (deps: { store: EventStore }, caller: Caller, context: CommandContext): Promise<Position | null> => {
  const decided = await decideAndAppend({
    store: deps.store,
    streamId: userStream(caller.userId),
    decider: userDecider,
    command: { type: "LogOut", tokenId: caller.tokenId, tokenExpiresAt: caller.expiresAt, now: context.now.toISOString() },
    context,
  });
  return Either.isRight(decided) ? decided.right.position : null;
};
