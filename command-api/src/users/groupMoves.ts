import { Either } from "effect";
import { pathTo, type DomainError, type DomainEvent, type MemberFacts, type StaffActor, type StaffCommand } from "@wellbeing/domain";
import { linkTo, type Position } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccount } from "./accounts";
import { correspondentOf, invitationAnsweredEmail, movedEmails, trainerLeftForEmail } from "./groupInvitationEmails";
import { sendStaffEmail } from "./sendStaffEmail";
import type { StaffCommandDeps } from "./staffCommandDeps";
import { leaveGroupUrl } from "./staffEmails";
import { decideOnStaffMember, isActiveLocalLead, loadStaffMember } from "./staffMembers";

// A trainer changes group only when they say yes to an invitation, or an admin moves them; the leads
// (and, for a move, the trainer) hear of it by e-mail in their own language.

type Deps = Omit<StaffCommandDeps, "emailIndex">;

/** The previous lead a recorded move names (null: the trainer was in no group). */
const previousLeadOf = (events: ReadonlyArray<DomainEvent>): string | null => {
  const joined = events.find((event) => event.type === "TrainerJoinedGroup");
  return joined?.type === "TrainerJoinedGroup" ? joined.data.previousLocalLeadId : null;
};

const correspondentById = async (deps: Deps, userId: string | null) => {
  const account = userId ? await loadAccount(deps.store, userId) : null;
  return account ? correspondentOf(account) : null;
};

/** Decides a group change on the trainer's stream, knowing whether the lead of the group is an active local lead. */
const decideWithLead = async (
  deps: Deps,
  trainerId: string,
  localLeadId: string,
  context: CommandContext,
  command: (trainer: MemberFacts, leadIsActive: boolean) => StaffCommand,
) => {
  const leadIsActive = isActiveLocalLead(await loadStaffMember(deps.store, localLeadId));
  return decideOnStaffMember(deps.store, trainerId, (trainer) => command(trainer, leadIsActive), context);
};

/** Who a recorded change is told to: the trainer, the lead of the group, and the lead they left (null where absent). */
const correspondentsOfMove = (deps: Deps, trainerId: string, localLeadId: string, events: ReadonlyArray<DomainEvent>) =>
  Promise.all([correspondentById(deps, trainerId), correspondentById(deps, localLeadId), correspondentById(deps, previousLeadOf(events))]);

/**
 * POST /api/group-invitations/:localLeadId: the invited trainer accepts (leaving their group for the
 * inviting lead's) or declines. The inviting lead hears the answer; the lead they leave hears it too.
 */
export const answerGroupInvitation = async (
  deps: Deps,
  trainerId: string,
  localLeadId: string,
  answer: "accept" | "decline",
  context: CommandContext,
): Promise<Either.Either<{ readonly position: Position | null }, DomainError>> => {
  const decided = await decideWithLead(deps, trainerId, localLeadId, context, (trainer, leadIsActive) => ({
    type: "AnswerGroupInvitation",
    trainer,
    localLeadId,
    actorId: trainerId,
    answer,
    leadIsActive,
    now: context.now.toISOString(),
  }));
  if (Either.isLeft(decided)) return Either.left(decided.left);
  const [trainer, inviter, previousLead] = await correspondentsOfMove(deps, trainerId, localLeadId, decided.right.events);
  const trainersUrl = linkTo(deps.publicUrl, pathTo("trainers"));
  const accepted = answer === "accept";
  if (trainer && inviter) await sendStaffEmail(deps, invitationAnsweredEmail(inviter, trainer.name, accepted, trainersUrl));
  if (trainer && inviter && previousLead && accepted)
    await sendStaffEmail(deps, trainerLeftForEmail(previousLead, { lead: inviter.name, trainer: trainer.name }, trainersUrl));
  return Either.right({ position: decided.right.position });
};

/** POST /api/users/:id/group: an admin moves a trainer into a local lead's group; the trainer (with the link to leave) and both leads are told. */
export const moveTrainerToGroup = async (
  deps: Deps,
  actor: StaffActor,
  trainerId: string,
  localLeadId: string,
  context: CommandContext,
): Promise<Either.Either<{ readonly position: Position | null }, DomainError>> => {
  const decided = await decideWithLead(deps, trainerId, localLeadId, context, (trainer, leadIsActive) => ({
    type: "MoveTrainerToGroup",
    trainer,
    localLeadId,
    actor,
    leadIsActive,
    now: context.now.toISOString(),
  }));
  if (Either.isLeft(decided)) return Either.left(decided.left);
  if (decided.right.events.length === 0) return Either.right({ position: null });
  const [trainer, newLead, previousLead] = await correspondentsOfMove(deps, trainerId, localLeadId, decided.right.events);
  if (trainer && newLead) {
    const mails = movedEmails(
      { trainer, lead: newLead, previousLead },
      { localLeadName: newLead.name, leaveUrl: leaveGroupUrl(deps.publicUrl, localLeadId, trainerId) },
      { login: linkTo(deps.publicUrl, pathTo("login")), trainers: linkTo(deps.publicUrl, pathTo("trainers")) },
    );
    for (const mail of mails) await sendStaffEmail(deps, mail);
  }
  return Either.right({ position: decided.right.position });
};
