import { Button, Intent } from "@blueprintjs/core";
import { useState } from "react";
import { errorMessage, isApiError } from "../../api/apiError";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showError } from "../../ui/toaster";
import { useDeleteAccount } from "./useAccountActions";

/** 'Delete account' with its confirmation; afterwards the person is logged out (§7, §8). */
export const DeleteAccountButton = ({ userId }: { readonly userId: string }) => {
  const t = useT();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteAccount = useDeleteAccount();

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
      >
        <p>
          <T k="account.deleteAccountConfirm" />
        </p>
      </ConfirmDialog>
    </>
  );
};
