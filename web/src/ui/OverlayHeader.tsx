import { Button, Classes, H2, H4, Icon, IconSize, type IconName } from "@blueprintjs/core";
import { SmallCrossIcon } from "@blueprintjs/icons";
import type { ReactNode, SyntheticEvent } from "react";
import { useT } from "../i18n/useT";

interface OverlayHeaderProps {
  /** Labels the overlay (its `aria-labelledby`). */
  readonly titleId: string;
  readonly title: ReactNode;
  readonly icon?: IconName | undefined;
  readonly onClose: (event: SyntheticEvent<HTMLElement>) => void;
  /** A dialog's header or a drawer's: Blueprint sizes their icons and headings differently. */
  readonly kind: "dialog" | "drawer";
  /** The close control: Blueprint's cross at the end, or a Back button at the start. */
  readonly closeButton: "cross" | "back";
}

const LOOK = {
  dialog: { className: Classes.DIALOG_HEADER, iconSize: IconSize.STANDARD, Heading: H2 },
  drawer: { className: Classes.DRAWER_HEADER, iconSize: IconSize.LARGE, Heading: H4 },
} as const;

/**
 * The header Blueprint draws for a titled Dialog or Drawer, with the same classes, but its close
 * control named in the language on screen (Blueprint's says "Close" in English whatever the language).
 */
export const OverlayHeader = ({ titleId, title, icon, onClose, kind, closeButton }: OverlayHeaderProps) => {
  const t = useT();
  const { className, iconSize, Heading } = LOOK[kind];
  return (
    <div className={className}>
      {closeButton === "back" && <Button icon="arrow-left" text={t("ui.back")} variant="minimal" onClick={onClose} className="overlay-back-button" />}
      <Icon icon={icon} size={iconSize} aria-hidden tabIndex={-1} />
      <Heading id={titleId}>{title}</Heading>
      {closeButton === "cross" && (
        <Button
          aria-label={t("ui.close")}
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCrossIcon size={iconSize} />}
          onClick={onClose}
          variant="minimal"
        />
      )}
    </div>
  );
};
