import { Classes, Dialog as BlueprintDialog, Icon, type AlertProps as BlueprintAlertProps } from "@blueprintjs/core";
import type { SyntheticEvent } from "react";
import { Button } from "./Button";

interface AlertProps extends Omit<BlueprintAlertProps, "confirmButtonText"> {
  /** Blueprint's default is the English "OK". */
  readonly confirmButtonText: string;
  /** An alert dialog has no title bar: what names it (its question or its title). */
  readonly "aria-labelledby": string;
}

/**
 * Blueprint's Alert, drawn the same way (its classes, role, buttons and keys) but with our Button for
 * the confirm button, so that while `loading` its spinner is named in the language on screen.
 */
export const Alert = ({
  cancelButtonText,
  canEscapeKeyCancel = false,
  canOutsideClickCancel = false,
  children,
  className,
  confirmButtonText,
  icon,
  intent,
  isOpen,
  loading = false,
  onCancel,
  onClose,
  onConfirm,
  ...overlay
}: AlertProps) => {
  const answer = (confirmed: boolean) => (event?: SyntheticEvent<HTMLElement>) => {
    (confirmed ? onConfirm : onCancel)?.(event);
    onClose?.(confirmed, event);
  };
  return (
    <BlueprintDialog
      {...overlay}
      role="alertdialog"
      className={[Classes.ALERT, className].filter(Boolean).join(" ")}
      canEscapeKeyClose={canEscapeKeyCancel}
      canOutsideClickClose={canOutsideClickCancel}
      isOpen={isOpen}
      onClose={answer(false)}
    >
      <div className={Classes.ALERT_BODY}>
        <Icon icon={icon} size={40} intent={intent} />
        <div className={Classes.ALERT_CONTENTS}>{children}</div>
      </div>
      <div className={Classes.ALERT_FOOTER}>
        <Button loading={loading} intent={intent} text={confirmButtonText} onClick={answer(true)} />
        {cancelButtonText && <Button text={cancelButtonText} disabled={loading} onClick={answer(false)} />}
      </div>
    </BlueprintDialog>
  );
};
