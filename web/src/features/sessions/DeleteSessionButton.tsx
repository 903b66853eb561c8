import { AnchorButton, Intent } from "@blueprintjs/core";
import { isAdminLevel, pathTo } from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { DeleteConfirmDialog } from "../../ui/DeleteConfirmDialog";
import { showError, showSuccess } from "../../ui/toaster";
import { useConfirmation } from "../../ui/useConfirmation";
import { useAccount } from "../auth/queries";
import { useDeleteSession } from "./useDeleteSession";

/** Delete Session with its confirmation (§8); refused while it has responses, saying how to clear them; afterwards the sessions list. */
export const DeleteSessionButton = ({ sessionId }: { readonly sessionId: string }) => {
  const t = useT();
  const account = useAccount();
  const navigate = useNavigate();
  const confirmation = useConfirmation();
  const deleteSession = useDeleteSession(sessionId, () => {
    showSuccess(t("session.deleted"));
    void navigate(pathTo(isAdminLevel(account.role) ? "allSessions" : "mySessions"), { replace: true });
  });

  const confirm = () =>
    deleteSession.mutate(undefined, {
      onError: (error) => showError(t(hasStatus(error, 409) ? "session.cannotDeleteWithResponses" : "session.deleteFailed")),
      onSettled: confirmation.close,
    });

  return (
    <>
      <AnchorButton icon="trash" text={t("session.deleteSession")} variant="outlined" intent={Intent.DANGER} onClick={confirmation.ask} />
      <DeleteConfirmDialog confirmation={confirmation} confirmButtonText={t("session.deleteYes")} pending={deleteSession.isPending} onConfirm={confirm}>
        <p className="alert-title">{t("session.deleteConfirm")}</p>
        <p>{t("product.cannotRevert")}</p>
      </DeleteConfirmDialog>
    </>
  );
};
