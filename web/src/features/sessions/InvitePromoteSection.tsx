import { Button, SectionCard } from "@blueprintjs/core";
import { registrationUrl, type SessionDetailsAnswer } from "@wellbeing/domain";
import { AccordionSection } from "../../ui/AccordionSection";
import { CopyableLink } from "./CopyableLink";
import type { SessionDrawerKey } from "./sessionDrawer";

/** Invite & Promote (§2.10): the registration link to share, e-mail invitations and the invitees. */
export const InvitePromoteSection = ({ session, onOpen }: { readonly session: SessionDetailsAnswer; readonly onOpen: (key: SessionDrawerKey) => void }) => (
  <AccordionSection title="Invite & Promote" icon="send-message" defaultIsOpen={false}>
    <SectionCard>
      <p className="section-lead">Share this link: people register for the session with it.</p>
      <CopyableLink id="registration-link" label="Registration link" url={registrationUrl(window.location.origin, session.shortId)} />
    </SectionCard>
    <SectionCard className="button-row">
      <Button text="Send Email Invitation" icon="envelope" variant="outlined" onClick={() => onOpen("send-invitation")} />
      <Button text="Manage invitees" icon="people" variant="outlined" onClick={() => onOpen("view-invitees")} />
      <Button text="View emails you have sent" icon="history" variant="outlined" onClick={() => onOpen("view-emails")} />
    </SectionCard>
  </AccordionSection>
);
