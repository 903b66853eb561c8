import { Button, SectionCard } from "@blueprintjs/core";
import type { SessionDetailsAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { RemovalRequestsNotice } from "../roster/RemovalRequestsNotice";
import { WaitingListSection } from "../roster/WaitingListSection";
import { AccordionSection } from "../../ui/AccordionSection";
import type { SessionDrawerKey } from "./drawer";

/** Manage Attendees (§2.10): how many registered, the attendee lists, and the session info reminder. */
export const ManageAttendeesSection = ({ session, onOpen }: { readonly session: SessionDetailsAnswer; readonly onOpen: (key: SessionDrawerKey) => void }) => {
  const t = useT();
  return (
    <AccordionSection title={t("session.manageAttendees")} icon="people" defaultIsOpen={false}>
      <SectionCard>
        <p className="attendee-count">
          {t("session.registeredAttendees")} <strong>{session.numberOfConfirmedParticipants}</strong> {t("session.ofCapacity", { capacity: session.capacity })}
        </p>
        <RemovalRequestsNotice sessionId={session.id} onOpen={() => onOpen("viewAttendeesList")} />
      </SectionCard>
      <SectionCard className="button-row">
        <Button text={t("session.edit")} icon="edit" variant="outlined" onClick={() => onOpen("viewAttendeesList")} />
        <Button text={t("session.viewEditAttendees")} icon="th-list" variant="outlined" onClick={() => onOpen("viewAttendeesList")} />
        <Button text={t("session.viewSpecialRequirements")} icon="info-sign" variant="outlined" onClick={() => onOpen("specialRequirements")} />
        <Button text={t("session.sendSessionInfo")} icon="envelope" variant="outlined" onClick={() => onOpen("sendEmails")} />
        <Button text={t("session.viewSentEmails")} icon="history" variant="outlined" onClick={() => onOpen("viewEmails")} />
      </SectionCard>
      <WaitingListSection sessionId={session.id} />
    </AccordionSection>
  );
};
