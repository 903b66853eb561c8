import { Either } from "effect";
import { DEFAULT_LANGUAGE, NotAllowed, pathTo, type AddTrainerToGroupForm, type DomainError, type StaffActor, message } from "@wellbeing/domain";
import { linkTo, type Position } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import { findAccountByEmail } from "../users/accounts";
import { issuePasswordLink } from "../account/passwordLinks";
import { registerUser } from "../users/registerUser";
import type { StaffCommandDeps } from "./staffCommandDeps";
import { sendStaffEmail } from "./sendStaffEmail";
import { addedToGroupEmail, invitationEmail, leaveGroupUrl } from "./staffEmails";
import { decideOnStaffMember, isActiveLocalLead, loadStaffMember } from "./staffMembers";

export interface TrainerAdded {
  readonly alreadyInGroup: boolean;
  /** True when the address had no account: a trainer account was created and its invitation sent. */
  readonly newAccount: boolean;
  readonly emailSent: boolean;
  readonly position: Position | null;
}

/**
 * A local lead adds a trainer to their group by e-mail address: an existing trainer joins it (and
 * is told by e-mail, with the link to leave), a new address gets a trainer account and an
 * invitation to set a password.
 */
export const addTrainerToGroup = async (
  deps: StaffCommandDeps,
  actor: StaffActor,
  form: AddTrainerToGroupForm,
  context: CommandContext,
): Promise<Either.Either<TrainerAdded, DomainError>> => {
  const lead = await loadStaffMember(deps.store, actor.userId);
  if (actor.role !== "localLead" || !isActiveLocalLead(lead)) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
  const groupNotice = (trainerId: string) => ({ localLeadName: lead.account?.name ?? "", leaveUrl: leaveGroupUrl(deps.publicUrl, actor.userId, trainerId) });

  const existing = await findAccountByEmail(deps.store, deps.emailIndex, form.email);
  if (existing) {
    const joined = await decideOnStaffMember(
      deps.store,
      existing.userId,
      (trainer) => ({ type: "AddTrainerToGroup", trainer, localLeadId: actor.userId, actor, now: context.now.toISOString() }),
      context,
    );
    if (Either.isLeft(joined)) return Either.left(joined.left);
    if (joined.right.events.length === 0) return Either.right({ alreadyInGroup: true, newAccount: false, emailSent: false, position: null });
    const emailSent = await sendStaffEmail(
      deps,
      addedToGroupEmail({
        email: existing.email ?? form.email,
        name: existing.name ?? form.name,
        loginUrl: linkTo(deps.publicUrl, pathTo("login")),
        group: groupNotice(existing.userId),
        // A trainer never asked keeps the English they always had.
        language: existing.language ?? DEFAULT_LANGUAGE,
      }),
    );
    return Either.right({ alreadyInGroup: false, newAccount: false, emailSent, position: joined.right.position });
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
  return Either.right({ alreadyInGroup: false, newAccount: true, emailSent, position });
};
