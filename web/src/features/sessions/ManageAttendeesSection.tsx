import { Button, SectionCard } from "@blueprintjs/core";
import type { SessionDetailsAnswer } from "@wellbeing/domain";
import { RemovalRequestsNotice } from "../roster/RemovalRequestsNotice";
import { AccordionSection } from "../../ui/AccordionSection";
import type { SessionDrawerKey } from "./sessionDrawer";

/** Manage Attendees (§2.10): how many registered, the attendee lists, and the session info reminder. */
export const ManageAttendeesSection = ({ session, onOpen }: { readonly session: SessionDetailsAnswer; readonly onOpen: (key: SessionDrawerKey) => void }) => (
  <AccordionSection title="Manage Attendees" icon="people" defaultIsOpen={false}>
    <SectionCard>
      <p className="attendee-count">
        Registered attendees: <strong>{session.numberOfConfirmedParticipants}</strong> of {session.capacity}
      </p>
      <RemovalRequestsNotice sessionId={session.id} onOpen={() => onOpen("viewAttendeesList")} />
    </SectionCard>
    <SectionCard className="button-row">
      <Button text="Edit" icon="edit" variant="outlined" onClick={() => onOpen("viewAttendeesList")} />
      <Button text="View & edit registered attendees" icon="th-list" variant="outlined" onClick={() => onOpen("viewAttendeesList")} />
      <Button text="View special requirements" icon="info-sign" variant="outlined" onClick={() => onOpen("specialRequirements")} />
      <Button text="Send session info email reminder" icon="envelope" variant="outlined" onClick={() => onOpen("sendEmails")} />
      <Button text="View emails you have sent" icon="history" variant="outlined" onClick={() => onOpen("viewEmails")} />
    </SectionCard>
  </AccordionSection>
);
