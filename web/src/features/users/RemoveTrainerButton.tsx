import { AnchorButton, Intent, Tooltip } from "@blueprintjs/core";
import type { StaffListItem } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { DeleteConfirmDialog } from "../../ui/DeleteConfirmDialog";
import { showError, showSuccess } from "../../ui/toaster";
import { useConfirmation } from "../../ui/useConfirmation";
import { useRemoveTrainer } from "./staffCommands";

/** A local lead's Delete on a row of their group, with the confirmation of §8. Nobody removes themself. */
export const RemoveTrainerButton = ({ trainer, leadId }: { readonly trainer: StaffListItem; readonly leadId: string }) => {
  const t = useT();
  const confirmation = useConfirmation();
  const removeTrainer = useRemoveTrainer();
  const isSelf = trainer._id === leadId;

  const confirm = () =>
    removeTrainer.mutate(
      { leadId, trainerId: trainer._id },
      {
        onSuccess: () =>
          showSuccess(trainer.name === null ? t("staffScreens.trainerRemovedUnnamed") : t("staffScreens.trainerRemoved", { name: trainer.name })),
        onError: () => showError(t("product.trainerDeleteFailed")),
        onSettled: confirmation.close,
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
      onClick={confirmation.ask}
    />
  );

  return (
    <>
      {isSelf ? <Tooltip content={t("product.cannotRemoveYourself")}>{button}</Tooltip> : button}
      <DeleteConfirmDialog confirmation={confirmation} confirmButtonText={t("staffScreens.yesDelete")} pending={removeTrainer.isPending} onConfirm={confirm}>
        <p className="staff-alert-title">{t("product.confirmDeleteTrainer")}</p>
        <p>{t("product.cannotRevert")}</p>
      </DeleteConfirmDialog>
    </>
  );
};
