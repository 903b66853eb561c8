import { Either } from "effect";
import { Conflict, ValidationFailed, type AddUser, type DomainError, message } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import { findAccountByEmail } from "./accounts";
import { issuePasswordLink } from "./passwordLinks";
import { registerUser } from "./registerUser";
import { sendStaffEmail } from "./sendStaffEmail";
import type { StaffCommandDeps } from "./staffCommandDeps";
import { invitationEmail, leaveGroupUrl, type GroupNotice } from "./staffEmails";
import { isActiveLocalLead, loadStaffMember } from "./staffMembers";

interface NewStaffMember {
  readonly userId: string;
  readonly position: Position;
  /** False when the account exists but the invitation could not be sent (they can still use 'Forget password?'). */
  readonly invitationSent: boolean;
}

/** The group a new trainer starts in, as their invitation names it; a refusal when the lead cannot have trainers. */
const groupOf = async (store: EventStore, localLeadId: string | null): Promise<Either.Either<{ id: string; name: string } | null, DomainError>> => {
  if (localLeadId === null) return Either.right(null);
  const lead = await loadStaffMember(store, localLeadId);
  if (!isActiveLocalLead(lead)) return Either.left(new ValidationFailed({ fields: { localLead: message("product.chooseLocalLead") } }));
  return Either.right({ id: localLeadId, name: lead.account?.name ?? "" });
};

/**
 * Creates a staff account without a password and e-mails the person a link to set their own.
 * An address that already holds any account is refused (409 under the e-mail field).
 */
export const inviteStaffMember = async (
  deps: StaffCommandDeps,
  member: AddUser,
  context: CommandContext,
): Promise<Either.Either<NewStaffMember, DomainError>> => {
  const group = await groupOf(deps.store, member.localLead);
  if (Either.isLeft(group)) return Either.left(group.left);
  if (await findAccountByEmail(deps.store, deps.emailIndex, member.email)) {
    return Either.left(new Conflict({ reason: message("product.emailHasAccount"), field: "email" }));
  }
  const registered = await registerUser(
    deps,
    {
      email: member.email,
      name: member.name,
      passwordHash: null,
      roles: [member.role],
      organisation: member.organisation,
      localAuthorities: member.localAuthorities,
      localLeadId: group.right?.id ?? null,
      ...(member.language ? { language: member.language } : {}),
    },
    context,
  );
  if (Either.isLeft(registered)) return Either.left(registered.left);
  const { userId, position } = registered.right;

  const setPasswordUrl = await issuePasswordLink(deps, userId, "invitation", { actorId: context.actorId, correlationId: context.correlationId });
  const notice: GroupNotice | null = group.right && { localLeadName: group.right.name, leaveUrl: leaveGroupUrl(deps.publicUrl, group.right.id, userId) };
  const invitationSent = await sendStaffEmail(
    deps,
    invitationEmail({ email: member.email, name: member.name, role: member.role, setPasswordUrl, group: notice, language: member.language ?? null }),
  );
  return Either.right({ userId, position, invitationSent });
};
