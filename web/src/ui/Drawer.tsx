import { Drawer as BlueprintDrawer, type DrawerProps as BlueprintDrawerProps, type IconName } from "@blueprintjs/core";
import { useId, type ReactNode } from "react";
import { OverlayHeader } from "./OverlayHeader";

interface DrawerProps extends Omit<BlueprintDrawerProps, "title" | "icon" | "isCloseButtonShown"> {
  readonly title: ReactNode;
  readonly icon?: IconName;
  readonly onClose: NonNullable<BlueprintDrawerProps["onClose"]>;
  /** Blueprint's cross at the end of the header (the default), or a Back button at its start. */
  readonly closeButton?: "cross" | "back";
}

/**
 * Blueprint's Drawer with its header drawn by us, so its close control speaks the language on screen.
 * Blueprint's drawer panel takes no ARIA attributes, so a panel-filling element inside it is the
 * dialog, named by the title.
 */
export const Drawer = ({ title, icon, onClose, closeButton = "cross", children, ...props }: DrawerProps) => {
  const titleId = useId();
  return (
    <BlueprintDrawer {...props} onClose={onClose}>
      <div className="drawer-dialog" role="dialog" aria-modal aria-labelledby={titleId}>
        <OverlayHeader kind="drawer" closeButton={closeButton} titleId={titleId} title={title} icon={icon} onClose={onClose} />
        {children}
      </div>
    </BlueprintDrawer>
  );
};
