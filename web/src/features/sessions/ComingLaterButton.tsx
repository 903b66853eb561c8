import { AnchorButton, Tooltip } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";

interface ComingLaterButtonProps {
  readonly text: string;
  readonly icon: IconName;
  /** What it comes with, e.g. "invitations". */
  readonly comesWith: string;
}

/** An action of the Manage Session screen whose feature is not built yet: visible, disabled, and says when it comes. */
export const ComingLaterButton = ({ text, icon, comesWith }: ComingLaterButtonProps) => {
  const reason = `${text} comes with ${comesWith}, in a later release`;
  return (
    <Tooltip content={reason} className="coming-later-action">
      <AnchorButton text={text} icon={icon} variant="outlined" disabled aria-label={`${text} (${reason})`} />
    </Tooltip>
  );
};
