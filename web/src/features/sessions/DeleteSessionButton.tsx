import { AnchorButton, Intent } from "@blueprintjs/core";
import { isAdminLevel, pathTo } from "@wellbeing/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showError, showSuccess } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { useDeleteSession } from "./useDeleteSession";

/** Delete Session with its confirmation (§8); refused while it has responses, saying how to clear them; afterwards the sessions list. */
export const DeleteSessionButton = ({ sessionId }: { readonly sessionId: string }) => {
  const t = useT();
  const account = useAccount();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteSession = useDeleteSession(sessionId, () => {
    showSuccess(t("session.deleted"));
    void navigate(pathTo(isAdminLevel(account.role) ? "allSessions" : "mySessions"), { replace: true });
  });

  const confirm = () =>
    deleteSession.mutate(undefined, {
      onError: (error) => showError(t(hasStatus(error, 409) ? "session.cannotDeleteWithResponses" : "session.deleteFailed")),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <>
      <AnchorButton icon="trash" text={t("session.deleteSession")} variant="outlined" intent={Intent.DANGER} onClick={() => setIsConfirming(true)} />
      <ConfirmDialog
        isOpen={isConfirming}
        icon="trash"
        confirmButtonText={t("session.deleteYes")}
        pending={deleteSession.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        <p className="alert-title">{t("session.deleteConfirm")}</p>
        <p>{t("product.cannotRevert")}</p>
      </ConfirmDialog>
    </>
  );
};
