import { Icon, Section, type IconName } from "@blueprintjs/core";
import { useId, useState, type ReactNode } from "react";
import { Fold } from "./Fold";

interface AccordionSectionProps {
  readonly title: string;
  readonly icon: IconName;
  readonly defaultIsOpen: boolean;
  readonly children: ReactNode;
}

/**
 * A section that folds: its title is the button, named by the title and saying whether the section
 * is expanded (Blueprint's own caret has no name and announces the opposite state).
 */
export const AccordionSection = ({ title, icon, defaultIsOpen, children }: AccordionSectionProps) => {
  const [isOpen, setIsOpen] = useState(defaultIsOpen);
  const contentId = useId();
  return (
    <Section
      className="accordion-section"
      icon={icon}
      title={
        <button type="button" className="accordion-toggle" aria-expanded={isOpen} aria-controls={contentId} onClick={() => setIsOpen((open) => !open)}>
          <span>{title}</span>
          <Icon icon={isOpen ? "chevron-up" : "chevron-down"} className="accordion-caret" aria-hidden />
        </button>
      }
    >
      <Fold isOpen={isOpen}>
        <div id={contentId}>{children}</div>
      </Fold>
    </Section>
  );
};
