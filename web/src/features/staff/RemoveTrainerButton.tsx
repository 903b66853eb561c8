import { AnchorButton, Intent, Tooltip } from "@blueprintjs/core";
import { PRODUCT_TEXTS, type StaffListItem } from "@wellbeing/domain";
import { useState } from "react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showError, showSuccess } from "../../ui/toaster";
import { useRemoveTrainer } from "./staffCommands";

/** A local lead's Delete on a row of their group, with the confirmation of §8. Nobody removes themself. */
export const RemoveTrainerButton = ({ trainer, leadId }: { readonly trainer: StaffListItem; readonly leadId: string }) => {
  const [isConfirming, setIsConfirming] = useState(false);
  const removeTrainer = useRemoveTrainer();
  const isSelf = trainer._id === leadId;

  const confirm = () =>
    removeTrainer.mutate(
      { leadId, trainerId: trainer._id },
      {
        onSuccess: () => showSuccess(`${trainer.name ?? "The trainer"} is no longer in your group`),
        onError: () => showError(PRODUCT_TEXTS.trainerDeleteFailed),
        onSettled: () => setIsConfirming(false),
      },
    );

  // An AnchorButton: when disabled (one's own row) it still shows why, on hover and on focus.
  const button = (
    <AnchorButton
      size="small"
      variant="outlined"
      intent={Intent.DANGER}
      icon="trash"
      text="Delete"
      aria-label={isSelf ? PRODUCT_TEXTS.cannotRemoveYourself : `Delete ${trainer.name ?? "trainer"}`}
      disabled={isSelf}
      onClick={() => setIsConfirming(true)}
    />
  );

  return (
    <>
      {isSelf ? <Tooltip content={PRODUCT_TEXTS.cannotRemoveYourself}>{button}</Tooltip> : button}
      <ConfirmDialog
        isOpen={isConfirming}
        icon="trash"
        confirmButtonText="Yes, delete"
        pending={removeTrainer.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        <p className="staff-alert-title">{PRODUCT_TEXTS.confirmDeleteTrainer}</p>
        <p>{PRODUCT_TEXTS.cannotRevert}</p>
      </ConfirmDialog>
    </>
  );
};
