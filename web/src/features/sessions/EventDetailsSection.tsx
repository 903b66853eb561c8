import { AnchorButton, Section, SectionCard, Tooltip } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { LinkButton } from "../../ui/LinkButton";
import { EventDetails } from "./EventDetails";
import type { SessionDetails } from "./sessionTypes";

/** Event Details with its links: Edit Session, and Delete Session once it is built. */
export const EventDetailsSection = ({ session }: { readonly session: SessionDetails }) => (
  <Section title="Event Details" icon="calendar" collapsible collapseProps={{ defaultIsOpen: true }}>
    <SectionCard>
      <EventDetails session={session} />
    </SectionCard>
    <SectionCard className="button-row">
      <LinkButton to={pathTo("sessionEdit", { id: session.id })} icon="edit" text="Edit Session" variant="outlined" />
      <Tooltip content="Deleting a session arrives in a later release">
        <AnchorButton icon="trash" text="Delete Session" variant="outlined" intent="danger" disabled />
      </Tooltip>
    </SectionCard>
  </Section>
);
