import { Intent, type IconName } from "@blueprintjs/core";
import { useId, type ReactNode } from "react";
import { useT } from "../i18n/useT";
import { Alert } from "./Alert";

export interface ConfirmDialogProps {
  readonly isOpen: boolean;
  readonly icon: IconName;
  readonly confirmButtonText: string;
  /** While the confirmed action runs: the confirm button spins and Escape no longer cancels. */
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** Danger unless the action grants rather than destroys. */
  readonly intent?: Intent;
  /** The question: it names the dialog. */
  readonly children: ReactNode;
  /** What the action involves, below the question: it describes the dialog. */
  readonly details?: ReactNode;
}

/** A confirmation before a destructive action (§8): the question, 'Cancel' and the action's own button. */
export const ConfirmDialog = ({
  isOpen,
  icon,
  confirmButtonText,
  pending,
  onConfirm,
  onCancel,
  intent = Intent.DANGER,
  children,
  details,
}: ConfirmDialogProps) => {
  const t = useT();
  // The question names the dialog: an alert dialog must have a name (it has no title bar).
  const questionId = useId();
  const detailsId = useId();
  return (
    <Alert
      aria-labelledby={questionId}
      aria-describedby={details ? detailsId : undefined}
      isOpen={isOpen}
      icon={icon}
      intent={intent}
      confirmButtonText={confirmButtonText}
      cancelButtonText={t("ui.cancel")}
      loading={pending}
      canEscapeKeyCancel={!pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div id={questionId}>{children}</div>
      {details && <div id={detailsId}>{details}</div>}
    </Alert>
  );
};
