import { Icon, Section, Tag, Tooltip } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";

interface ComingLaterSectionProps {
  readonly title: string;
  readonly icon: IconName;
}

/** A section of the Manage Session screen that is not built yet: shown, disabled, and says so. */
export const ComingLaterSection = ({ title, icon }: ComingLaterSectionProps) => (
  <Section
    className="section-coming-later"
    title={title}
    icon={icon}
    aria-disabled="true"
    rightElement={
      <Tooltip content={`${title} arrives in a later release`}>
        <Tag minimal icon={<Icon icon="time" />} tabIndex={0} aria-label={`${title} arrives in a later release`}>
          Coming later
        </Tag>
      </Tooltip>
    }
  />
);
