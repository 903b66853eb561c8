import { Either } from "effect";
import {
  NotFound,
  accountOf,
  trainerUpgradeDecider,
  userStream,
  type ActiveAccount,
  type AttendedSession,
  type DomainError,
  type Role,
  type TrainerUpgradeCommand,
  type TttUpgradeRequest,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccount } from "../users/accounts";
import { attendedSessionsOf } from "./attendedSessions";

const commandOf = (
  actor: { userId: string; role: Role },
  request: TttUpgradeRequest,
  attended: ReadonlyArray<AttendedSession>,
  now: string,
): TrainerUpgradeCommand =>
  request.kind === "signUp"
    ? {
        type: "UpgradeToTrainer",
        userId: actor.userId,
        actingAs: actor.role,
        role: request.role,
        localAuthorities: request.localAuthorities,
        acceptLocalLeadAccess: request.acceptLocalLeadAccess,
        attendedSessions: attended,
        now,
      }
    : { type: "TakeTttUpgradeStep", userId: actor.userId, actingAs: actor.role, nextStep: request.nextStep, now };

/**
 * PATCH /api/upgrade-to-ttt (§4, §7): decided on the person's own user stream, so the auth user (read
 * from that stream) shows the new account and the next step at once. The sign-up also needs the
 * sessions the person attended, read from the streams. Answers the account as it stands.
 */
export const upgradeToTtt = async (
  store: EventStore,
  actor: { userId: string; role: Role },
  request: TttUpgradeRequest,
  context: CommandContext,
): Promise<Either.Either<{ account: ActiveAccount; position: Position | null }, DomainError>> => {
  const current = request.kind === "signUp" ? await loadAccount(store, actor.userId) : null;
  const attended = current ? await attendedSessionsOf(store, current) : [];
  const decided = await decideAndAppend({
    store,
    streamId: userStream(actor.userId),
    decider: trainerUpgradeDecider,
    command: commandOf(actor, request, attended, context.now.toISOString()),
    context,
  });
  if (Either.isLeft(decided)) return Either.left(decided.left);
  const account = accountOf(decided.right.stream);
  return account ? Either.right({ account, position: decided.right.position }) : Either.left(new NotFound({ what: "user" }));
};
