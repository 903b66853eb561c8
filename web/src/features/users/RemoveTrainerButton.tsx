import { AnchorButton, Intent, Tooltip } from "@blueprintjs/core";
import type { StaffListItem } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showError, showSuccess } from "../../ui/toaster";
import { useRemoveTrainer } from "./staffCommands";

/** A local lead's Delete on a row of their group, with the confirmation of §8. Nobody removes themself. */
export const RemoveTrainerButton = ({ trainer, leadId }: { readonly trainer: StaffListItem; readonly leadId: string }) => {
  const t = useT();
  const [isConfirming, setIsConfirming] = useState(false);
  const removeTrainer = useRemoveTrainer();
  const isSelf = trainer._id === leadId;

  const confirm = () =>
    removeTrainer.mutate(
      { leadId, trainerId: trainer._id },
      {
        onSuccess: () =>
          showSuccess(trainer.name === null ? t("staffScreens.trainerRemovedUnnamed") : t("staffScreens.trainerRemoved", { name: trainer.name })),
        onError: () => showError(t("product.trainerDeleteFailed")),
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
      text={t("staffScreens.delete")}
      aria-label={
        isSelf
          ? t("product.cannotRemoveYourself")
          : trainer.name === null
            ? t("staffScreens.deleteTrainer")
            : t("staffScreens.deleteNamed", { name: trainer.name })
      }
      disabled={isSelf}
      onClick={() => setIsConfirming(true)}
    />
  );

  return (
    <>
      {isSelf ? <Tooltip content={t("product.cannotRemoveYourself")}>{button}</Tooltip> : button}
      <ConfirmDialog
        isOpen={isConfirming}
        icon="trash"
        confirmButtonText={t("staffScreens.yesDelete")}
        pending={removeTrainer.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        <p className="staff-alert-title">{t("product.confirmDeleteTrainer")}</p>
        <p>{t("product.cannotRevert")}</p>
      </ConfirmDialog>
    </>
  );
};
