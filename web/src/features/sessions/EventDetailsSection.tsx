import { SectionCard } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { LinkButton } from "../../ui/LinkButton";
import { DeleteSessionButton } from "./DeleteSessionButton";
import { EventDetails } from "./EventDetails";
import type { SessionDetails } from "./sessionTypes";
import { AccordionSection } from "../../ui/AccordionSection";

/** Event Details with its links: Edit Session and Delete Session. */
export const EventDetailsSection = ({ session }: { readonly session: SessionDetails }) => (
  <AccordionSection title="Event Details" icon="calendar" defaultIsOpen>
    <SectionCard>
      <EventDetails session={session} />
    </SectionCard>
    <SectionCard className="button-row">
      <LinkButton to={pathTo("sessionEdit", { id: session.id })} icon="edit" text="Edit Session" variant="outlined" />
      <DeleteSessionButton sessionId={session.id} />
    </SectionCard>
  </AccordionSection>
);
