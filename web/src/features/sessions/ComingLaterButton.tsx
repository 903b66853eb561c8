import { AnchorButton, Tooltip } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { useT } from "../../i18n/useT";

interface ComingLaterButtonProps {
  readonly text: string;
  readonly icon: IconName;
  /** What it comes with, e.g. "invitations". */
  readonly comesWith: string;
}

/** An action of the Manage Session screen whose feature is not built yet: visible, disabled, and says when it comes. */
export const ComingLaterButton = ({ text, icon, comesWith }: ComingLaterButtonProps) => {
  const t = useT();
  const reason = t("session.comesLater", { action: text, feature: comesWith });
  return (
    <Tooltip content={reason} className="coming-later-action">
      <AnchorButton text={text} icon={icon} variant="outlined" disabled aria-label={t("session.comesLaterLabel", { action: text, reason })} />
    </Tooltip>
  );
};
