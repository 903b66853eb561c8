import { Either } from "effect";
import {
  accountOf,
  pathTo,
  standingOf,
  trainerUpgradeDecider,
  userStream,
  type DomainError,
  type LocalLeadDecision,
  type StaffActor,
  type TrainerUpgradeCommand,
} from "@wellbeing/domain";
import { linkTo, type Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { sendStaffEmail } from "../users/sendStaffEmail";
import type { StaffCommandDeps } from "../users/staffCommandDeps";
import { localLeadDecisionEmail } from "./localLeadDecisionEmail";

/**
 * POST /api/users/:id/local-lead-request: an admin approves or declines a new trainer's request for a
 * local lead account, decided on the person's user stream (who decided is in the event), then the
 * person is told by e-mail in their language. A mail server failure leaves the decision recorded.
 */
export const decideLocalLeadRequest = async (
  deps: Omit<StaffCommandDeps, "emailIndex">,
  actor: StaffActor,
  userId: string,
  decision: LocalLeadDecision,
  context: CommandContext,
): Promise<Either.Either<{ readonly emailSent: boolean; readonly position: Position | null }, DomainError>> => {
  const decided = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: trainerUpgradeDecider,
    command: (history): TrainerUpgradeCommand => ({
      type: "DecideLocalLeadRequest",
      userId,
      decision,
      actor,
      archived: standingOf(history).staff.archived,
      now: context.now.toISOString(),
    }),
    context,
  });
  if (Either.isLeft(decided)) return Either.left(decided.left);
  const person = accountOf(decided.right.stream);
  const emailSent =
    person?.email != null &&
    (await sendStaffEmail(
      deps,
      localLeadDecisionEmail({
        email: person.email,
        name: person.name ?? person.email,
        decision,
        loginUrl: linkTo(deps.publicUrl, pathTo("login")),
        language: person.language,
      }),
    ));
  return Either.right({ emailSent, position: decided.right.position });
};
