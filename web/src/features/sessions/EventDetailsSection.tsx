import { SectionCard } from "@blueprintjs/core";
import { pathTo, type SessionDetailsAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { AccordionSection } from "../../ui/AccordionSection";
import { DeleteSessionButton } from "./DeleteSessionButton";
import { EventDetails } from "./EventDetails";

/** Event Details with its links: Edit Session and Delete Session. */
export const EventDetailsSection = ({ session }: { readonly session: SessionDetailsAnswer }) => {
  const t = useT();
  return (
    <AccordionSection title={t("session.eventDetails")} icon="calendar" defaultIsOpen>
      <SectionCard>
        <EventDetails session={session} />
      </SectionCard>
      <SectionCard className="button-row">
        <LinkButton to={pathTo("sessionEdit", { id: session.id })} icon="edit" text={t("session.editTitle")} variant="outlined" />
        <DeleteSessionButton sessionId={session.id} />
      </SectionCard>
    </AccordionSection>
  );
};
