import { Section, SectionCard } from "@blueprintjs/core";
import { ComingLaterButton } from "./ComingLaterButton";
import type { SessionDetails } from "./sessionTypes";

const COMES_WITH = "registered attendees";

/** Manage Attendees (§2.10): how many registered; managing them comes with registrations. */
export const ManageAttendeesSection = ({ session }: { readonly session: SessionDetails }) => (
  <Section title="Manage Attendees" icon="people" collapsible collapseProps={{ defaultIsOpen: false }}>
    <SectionCard>
      <p className="attendee-count">
        Registered attendees: <strong>{session.numberOfConfirmedParticipants}</strong> of {session.capacity}
      </p>
    </SectionCard>
    <SectionCard className="button-row">
      <ComingLaterButton text="Edit" icon="edit" comesWith={COMES_WITH} />
      <ComingLaterButton text="View & edit registered attendees" icon="th-list" comesWith={COMES_WITH} />
      <ComingLaterButton text="View special requirements" icon="info-sign" comesWith={COMES_WITH} />
      <ComingLaterButton text="Send session info email reminder" icon="envelope" comesWith={COMES_WITH} />
      <ComingLaterButton text="View emails you have sent" icon="history" comesWith={COMES_WITH} />
    </SectionCard>
  </Section>
);
