import { Button, Intent } from "@blueprintjs/core";
import { useState } from "react";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showError } from "../../ui/toaster";
import { DeletionConsequences } from "./DeletionConsequences";
import { useDeleteAccount } from "./useAccountActions";
import { useAccountDeletion } from "./queries";
import "./deleteAccount.css";

/** 'Delete account' with its confirmation saying everything that goes; afterwards the person is logged out (§7, §8). */
export const DeleteAccountButton = ({ userId }: { readonly userId: string }) => {
  const t = useT();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteAccount = useDeleteAccount();
  const deletion = useAccountDeletion(isConfirming);

  const confirm = () =>
    deleteAccount.mutate(userId, {
      onError: (error) => {
        setIsConfirming(false);
        showError(isApiError(error) && error.status !== 0 ? errorMessage(error, t) : t("errors.somethingWentWrong"));
      },
    });

  return (
    <>
      <Button icon="trash" text={t("account.deleteAccount")} variant="outlined" intent={Intent.DANGER} size="large" onClick={() => setIsConfirming(true)} />
      <ConfirmDialog
        isOpen={isConfirming}
        icon="trash"
        confirmButtonText={t("account.confirmDeleteAccount")}
        pending={deleteAccount.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        details={<DeletionConsequences deletion={deletion.data} checking={deletion.isPending} />}
      >
        <p>{t("account.deletionQuestion")}</p>
      </ConfirmDialog>
    </>
  );
};
