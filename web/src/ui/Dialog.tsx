import { Dialog as BlueprintDialog, type DialogProps as BlueprintDialogProps, type IconName } from "@blueprintjs/core";
import { useId, type ReactNode } from "react";
import { OverlayHeader } from "./OverlayHeader";

interface DialogProps extends Omit<BlueprintDialogProps, "title" | "icon" | "isCloseButtonShown" | "titleTagName" | "aria-labelledby"> {
  readonly title: ReactNode;
  readonly icon?: IconName;
  readonly onClose: NonNullable<BlueprintDialogProps["onClose"]>;
}

/** Blueprint's Dialog with its header drawn by us, so its close button speaks the language on screen; the title names the dialog. */
export const Dialog = ({ title, icon, onClose, children, ...props }: DialogProps) => {
  const titleId = useId();
  return (
    <BlueprintDialog {...props} onClose={onClose} aria-labelledby={titleId}>
      <OverlayHeader kind="dialog" closeButton="cross" titleId={titleId} title={title} icon={icon} onClose={onClose} />
      {children}
    </BlueprintDialog>
  );
};
