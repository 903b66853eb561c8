import { Button, Intent } from "@blueprintjs/core";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { DeleteConfirmDialog } from "../../ui/DeleteConfirmDialog";
import { showError } from "../../ui/toaster";
import { useConfirmation } from "../../ui/useConfirmation";
import { DeletionConsequences } from "./DeletionConsequences";
import { useDeleteAccount } from "./useAccountActions";
import { useAccountDeletion } from "./queries";
import "./deleteAccount.css";

/** 'Delete account' with its confirmation saying everything that goes; afterwards the person is logged out (§7, §8). */
export const DeleteAccountButton = ({ userId }: { readonly userId: string }) => {
  const t = useT();
  const confirmation = useConfirmation();
  const deleteAccount = useDeleteAccount();
  const deletion = useAccountDeletion(confirmation.isOpen);

  const confirm = () =>
    deleteAccount.mutate(userId, {
      onError: (error) => {
        confirmation.close();
        showError(isApiError(error) && error.status !== 0 ? errorMessage(error, t) : t("errors.somethingWentWrong"));
      },
    });

  return (
    <>
      <Button icon="trash" text={t("account.deleteAccount")} variant="outlined" intent={Intent.DANGER} size="large" onClick={confirmation.ask} />
      <DeleteConfirmDialog
        confirmation={confirmation}
        confirmButtonText={t("account.confirmDeleteAccount")}
        pending={deleteAccount.isPending}
        onConfirm={confirm}
        details={<DeletionConsequences deletion={deletion.data} checking={deletion.isPending} />}
      >
        <p>{t("account.deletionQuestion")}</p>
      </DeleteConfirmDialog>
    </>
  );
};
