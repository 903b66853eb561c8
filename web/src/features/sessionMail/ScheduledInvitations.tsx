import { H5 } from "@blueprintjs/core";
import type { ScheduledEmailAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { ScheduledEmailsTable } from "./ScheduledEmailsTable";
import { useScheduledEmails } from "./queries";

const isInvitationToGo = (email: ScheduledEmailAnswer) => email.type === "registration" && (email.status === "pending" || email.status === "failed");

/** Beside the invitees (§2.10 view-invitees): the invitations scheduled and not sent yet, to cancel; nothing when there are none. */
export const ScheduledInvitations = ({ sessionId }: { readonly sessionId: string }) => {
  const t = useT();
  const hasAny = (useScheduledEmails(sessionId).data ?? []).some(isInvitationToGo);
  if (!hasAny) return null;
  return (
    <section className="scheduled-invitations" aria-labelledby="scheduled-invitations">
      <H5 id="scheduled-invitations">{t("mailScreens.scheduledInvitations")}</H5>
      <ScheduledEmailsTable sessionId={sessionId} shows={isInvitationToGo} emptyText={null} />
    </section>
  );
};
