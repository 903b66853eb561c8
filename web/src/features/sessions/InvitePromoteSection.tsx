import { Button, SectionCard } from "@blueprintjs/core";
import { registrationUrl, type SessionDetailsAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { AccordionSection } from "../../ui/AccordionSection";
import { CopyableLink } from "./CopyableLink";
import type { SessionDrawerKey } from "./drawer";

/** Invite & Promote (§2.10): the registration link to share, e-mail invitations and the invitees. */
export const InvitePromoteSection = ({ session, onOpen }: { readonly session: SessionDetailsAnswer; readonly onOpen: (key: SessionDrawerKey) => void }) => {
  const t = useT();
  return (
    <AccordionSection title={t("session.invitePromote")} icon="send-message" defaultIsOpen={false}>
      <SectionCard>
        <p className="section-lead">{t("session.shareRegistrationLink")}</p>
        <CopyableLink id="registration-link" label={t("session.registrationLink")} url={registrationUrl(window.location.origin, session.shortId)} />
      </SectionCard>
      <SectionCard className="button-row">
        <Button text={t("session.sendInvitation")} icon="envelope" variant="outlined" onClick={() => onOpen("send-invitation")} />
        <Button text={t("session.manageInvitees")} icon="people" variant="outlined" onClick={() => onOpen("view-invitees")} />
        <Button text={t("session.viewSentEmails")} icon="history" variant="outlined" onClick={() => onOpen("view-emails")} />
      </SectionCard>
    </AccordionSection>
  );
};
