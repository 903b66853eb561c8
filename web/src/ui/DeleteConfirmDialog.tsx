import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";
import type { Confirmation } from "./useConfirmation";

type DeleteConfirmDialogProps = Omit<ConfirmDialogProps, "isOpen" | "icon" | "intent" | "onCancel"> & {
  /** Open while it asks; Cancel closes it. */
  readonly confirmation: Confirmation;
};

/** The confirmation before deleting something (§8): a bin icon, the question, 'Cancel' and the deletion's own button. */
export const DeleteConfirmDialog = ({ confirmation, ...dialog }: DeleteConfirmDialogProps) => (
  <ConfirmDialog isOpen={confirmation.isOpen} icon="trash" onCancel={confirmation.close} {...dialog} />
);
