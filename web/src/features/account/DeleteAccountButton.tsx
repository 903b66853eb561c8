import { Button, Intent } from "@blueprintjs/core";
import { ACCOUNT_TEXTS, ERRORS } from "@wellbeing/domain";
import { useState } from "react";
import { isApiError } from "../../api/apiError";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showError } from "../../ui/toaster";
import { useDeleteAccount } from "./useAccountActions";

/** 'Delete account' with its confirmation; afterwards the person is logged out (§7, §8). */
export const DeleteAccountButton = ({ userId }: { readonly userId: string }) => {
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteAccount = useDeleteAccount();

  const confirm = () =>
    deleteAccount.mutate(userId, {
      onError: (error) => {
        setIsConfirming(false);
        showError(isApiError(error) && error.status !== 0 ? error.message : ERRORS.somethingWentWrong);
      },
    });

  return (
    <>
      <Button icon="trash" text="Delete account" variant="outlined" intent={Intent.DANGER} size="large" onClick={() => setIsConfirming(true)} />
      <ConfirmDialog
        isOpen={isConfirming}
        icon="trash"
        confirmButtonText="Yes, delete my account"
        pending={deleteAccount.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        <p>{ACCOUNT_TEXTS.deleteAccountConfirm}</p>
      </ConfirmDialog>
    </>
  );
};
