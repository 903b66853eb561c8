import { AnchorButton, Intent } from "@blueprintjs/core";
import { SESSION_TEXTS, isAdminLevel, pathTo } from "@wellbeing/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showError, showSuccess } from "../../ui/toaster";
import { useAccount } from "../auth/useAuth";
import { useDeleteSession } from "./useDeleteSession";

/** Delete Session with its confirmation (§8); afterwards the sessions list. */
export const DeleteSessionButton = ({ sessionId }: { readonly sessionId: string }) => {
  const account = useAccount();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteSession = useDeleteSession(sessionId, () => {
    showSuccess(SESSION_TEXTS.deleted);
    void navigate(pathTo(isAdminLevel(account.role) ? "allSessions" : "mySessions"), { replace: true });
  });

  const confirm = () =>
    deleteSession.mutate(undefined, {
      onError: (error) => showError(hasStatus(error, 409) ? SESSION_TEXTS.cannotDelete : SESSION_TEXTS.deleteFailed),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <>
      <AnchorButton icon="trash" text="Delete Session" variant="outlined" intent={Intent.DANGER} onClick={() => setIsConfirming(true)} />
      <ConfirmDialog
        isOpen={isConfirming}
        icon="trash"
        confirmButtonText="Yes, delete it"
        pending={deleteSession.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        <p className="alert-title">{SESSION_TEXTS.deleteConfirm}</p>
        <p>{SESSION_TEXTS.deleteCannotRevert}</p>
      </ConfirmDialog>
    </>
  );
};
