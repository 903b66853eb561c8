import { Either } from "effect";
import {
  DEFAULT_LANGUAGE,
  NotAllowed,
  foldEvents,
  groupAdditionOf,
  pathTo,
  staffDecider,
  type AddTrainerToGroupForm,
  type DomainError,
  type DomainEvent,
  type StaffActor,
  type StaffEvent,
  message,
} from "@wellbeing/domain";
import { linkTo, type Position } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import { findAccountByEmail, loadAccount } from "./accounts";
import { issuePasswordLink } from "./passwordLinks";
import { registerUser } from "./registerUser";
import type { StaffCommandDeps } from "./staffCommandDeps";
import { sendStaffEmail } from "./sendStaffEmail";
import { addedToGroupEmail, invitationEmail, leaveGroupUrl } from "./staffEmails";
import { correspondentOf, groupInvitationEmail, invitationSentEmail, invitedAwayEmail } from "./groupInvitationEmails";
import { decideOnStaffMember, isActiveLocalLead, loadStaffMember } from "./staffMembers";

export interface TrainerAdded {
  readonly alreadyInGroup: boolean;
  /** True when the address had no account: a trainer account was created and its invitation sent. */
  readonly newAccount: boolean;
  readonly emailSent: boolean;
  /** The trainer is in another lead's group: an invitation to join this one waits for their answer. */
  readonly invitationPending: boolean;
  /** That invitation was sent before: nothing was sent again. */
  readonly alreadyInvited: boolean;
  readonly position: Position | null;
}

const NOTHING_NEW = { newAccount: false, position: null } as const;
const NOT_INVITED = { invitationPending: false, alreadyInvited: false } as const;

/**
 * A local lead adds a trainer to their group by e-mail address: a trainer in no group joins it (and is
 * told by e-mail, with the link to leave); a trainer in another lead's group is invited instead, stays
 * where they are until they accept, and they and both leads are told; a new address gets a trainer
 * account and an invitation to set a password.
 */
export const addTrainerToGroup = async (
  deps: StaffCommandDeps,
  actor: StaffActor,
  form: AddTrainerToGroupForm,
  context: CommandContext,
): Promise<Either.Either<TrainerAdded, DomainError>> => {
  const lead = await loadStaffMember(deps.store, actor.userId);
  if (actor.role !== "localLead" || !isActiveLocalLead(lead)) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
  const leadName = lead.account?.name ?? "";
  const groupNotice = (trainerId: string) => ({ localLeadName: leadName, leaveUrl: leaveGroupUrl(deps.publicUrl, actor.userId, trainerId) });

  const existing = await findAccountByEmail(deps.store, deps.emailIndex, form.email);
  if (existing) {
    const decided = await decideOnStaffMember(
      deps.store,
      existing.userId,
      (trainer) => ({ type: "AddTrainerToGroup", trainer, localLeadId: actor.userId, actor, now: context.now.toISOString() }),
      context,
    );
    if (Either.isLeft(decided)) return Either.left(decided.left);
    const { events, stream, position } = decided.right;
    const before = foldEvents(staffDecider, stream.slice(0, stream.length - events.length) as DomainEvent[]);
    const trainer = { ...existing, email: existing.email ?? form.email, name: existing.name ?? form.name };
    switch (groupAdditionOf(before, actor.userId, events as ReadonlyArray<StaffEvent>)) {
      case "alreadyInGroup":
        return Either.right({ ...NOTHING_NEW, ...NOT_INVITED, alreadyInGroup: true, emailSent: false });
      case "alreadyInvited":
        return Either.right({ ...NOTHING_NEW, alreadyInGroup: false, emailSent: false, invitationPending: true, alreadyInvited: true });
      case "invited": {
        const emailSent = await sendInvitationEmails(deps, { leadId: actor.userId, leadName, lead: lead.account, currentLeadId: before.localLeadId!, trainer });
        return Either.right({ alreadyInGroup: false, newAccount: false, emailSent, invitationPending: true, alreadyInvited: false, position });
      }
      case "joined": {
        const emailSent = await sendStaffEmail(
          deps,
          addedToGroupEmail({
            email: trainer.email,
            name: trainer.name,
            loginUrl: linkTo(deps.publicUrl, pathTo("login")),
            group: groupNotice(existing.userId),
            // A trainer never asked keeps the English they always had.
            language: existing.language ?? DEFAULT_LANGUAGE,
          }),
        );
        return Either.right({ ...NOT_INVITED, alreadyInGroup: false, newAccount: false, emailSent, position });
      }
    }
  }

  const registered = await registerUser(
    deps,
    { email: form.email, name: form.name, passwordHash: null, roles: ["trainer"], organisation: null, localAuthorities: [], localLeadId: actor.userId },
    context,
  );
  if (Either.isLeft(registered)) return Either.left(registered.left);
  const { userId, position } = registered.right;
  const setPasswordUrl = await issuePasswordLink(deps, userId, "invitation", { actorId: context.actorId, correlationId: context.correlationId });
  const emailSent = await sendStaffEmail(
    deps,
    invitationEmail({
      email: form.email,
      name: form.name,
      role: "trainer",
      setPasswordUrl,
      group: groupNotice(userId),
      // Nobody asked the new trainer yet: both languages.
      language: null,
    }),
  );
  return Either.right({ ...NOT_INVITED, alreadyInGroup: false, newAccount: true, emailSent, position });
};

/** The invitation to the trainer (whether it went is what the lead is told), and the notices to both leads. */
const sendInvitationEmails = async (
  deps: StaffCommandDeps,
  facts: {
    readonly leadId: string;
    readonly leadName: string;
    readonly lead: Parameters<typeof correspondentOf>[0] | null;
    readonly currentLeadId: string;
    readonly trainer: Parameters<typeof correspondentOf>[0];
  },
): Promise<boolean> => {
  const currentLead = await loadAccount(deps.store, facts.currentLeadId);
  const trainer = correspondentOf(facts.trainer)!;
  const trainersUrl = linkTo(deps.publicUrl, pathTo("trainers"));
  const sent = await sendStaffEmail(
    deps,
    groupInvitationEmail(
      trainer,
      { lead: facts.leadName, current: currentLead?.name ?? "" },
      linkTo(deps.publicUrl, pathTo("groupInvitation", { localLead: facts.leadId })),
    ),
  );
  const current = currentLead ? correspondentOf(currentLead) : null;
  if (current) await sendStaffEmail(deps, invitedAwayEmail(current, { lead: facts.leadName, trainer: trainer.name }, trainersUrl));
  const inviter = facts.lead ? correspondentOf(facts.lead) : null;
  if (inviter) await sendStaffEmail(deps, invitationSentEmail(inviter, trainer.name, trainersUrl));
  return sent;
};
