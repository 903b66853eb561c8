import type { IconName } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { AnchorButton } from "../../ui/Button";

/** A link out of the app (a video, the feedback form) that opens in a new tab, and says so. */
export const ExternalLink = ({ href, text, icon }: { readonly href: string; readonly text: string; readonly icon: IconName }) => {
  const t = useT();
  return (
    <AnchorButton
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      icon={icon}
      endIcon="share"
      variant="minimal"
      text={`${text} ${t("trainerUpgrade.opensInNewTab")}`}
    />
  );
};
